// Where closeWebview returns to: the last host screen (not a framed page) shown in this tab.
let lastHostRoute: string | null = null;

export function rememberHostRoute(route: string): void {
  if (!route.startsWith('/open')) lastHostRoute = route;
}

export function hostRouteToReturnTo(): string {
  return lastHostRoute ?? '/home';
}
