// What the borrower app's HTML carries for the route it is served on, so the route's code and its data do
// not wait for each other (decision 055):
// - modulepreload links for the route's chunk and the chunks it imports, and its stylesheets, from Vite's
//   manifest, so they download in parallel with the entry instead of after it has run;
// - a small inline script that sends the route's first API call while the HTML is read, so the answer is on its
//   way while the code downloads; apps/web/src/lib/first-call.ts hands the pending response to the API client.
// One table says, per page path, which chunk draws it and which call it makes first; it mirrors the web app's
// route table (apps/web/src/app/router.tsx) and fetchers, and route-boot.test.ts checks it against both.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AGREEMENT_SCENE,
  COMMON_PARAM_NAMES,
  CONTACT_INFO_OVERALL,
  FORM_CLIENT_HEADER_PARAMS,
  JSON_CLIENT_HEADER_PARAMS,
} from '@lendwell/contracts/constants';

type Params = Record<string, string | undefined>;

/** The first call a page makes, as its fetcher sends it (method, API path, flavour, params from the page URL). */
export type FirstCall = {
  method: 'GET' | 'POST';
  path: string;
  flavour?: 'form' | 'json';
  params: (page: URLSearchParams) => Params;
};

type RouteBoot = { chunk: string; firstCall?: FirstCall };

const productIdOf = (q: URLSearchParams) => q.get('productId') ?? q.get('product_id') ?? '';
const orderDetails: FirstCall = {
  method: 'GET',
  path: '/v3/loan-details/loan-details',
  params: (q) => ({ orderId: q.get('orderId') ?? '', productId: productIdOf(q) || undefined }),
};
const loanConfirm: FirstCall = {
  method: 'POST',
  path: '/v3/loan-confirm/loan-detail-confirm',
  params: (q) => ({ productId: productIdOf(q), amount: q.get('amount') ?? undefined }),
};
const page = (name: string) => `src/features/${name}.tsx`;

/** Page path -> the manifest key of its chunk and the first call it makes (reads only). */
export const routeBoots: Record<string, RouteBoot> = {
  '/customer-service': {
    chunk: page('customer-service/components/customer-service-page'),
    firstCall: {
      method: 'POST',
      path: '/v3/personal-center/contact-kf-info',
      params: () => ({ overall: String(CONTACT_INFO_OVERALL) }),
    },
  },
  '/bind-bank': {
    chunk: page('bank/components/bank-page'),
    firstCall: { method: 'POST', path: '/card-init', params: (q) => ({ product_id: q.get('productId') ?? undefined }) },
  },
  '/complainPage': {
    chunk: page('complaint/components/complaint-home-page'),
    firstCall: { method: 'POST', path: '/problem-init', params: (q) => ({ orderId: q.get('orderId') ?? undefined }) },
  },
  '/complainPageNext': { chunk: page('complaint/components/complaint-form-page') },
  '/complaintList': {
    chunk: page('complaint/components/complaint-list-page'),
    firstCall: { method: 'POST', path: '/user-problem/problem-list', params: () => ({}) },
  },
  '/complainDetails': {
    chunk: page('complaint/components/complaint-details-page'),
    firstCall: { method: 'POST', path: '/problem-detail', params: (q) => ({ problemId: q.get('problemId') ?? '' }) },
  },
  '/about-us': { chunk: page('legal/components/about-us-page') },
  '/privacy-policy': { chunk: page('legal/components/privacy-policy-page') },
  '/repay': {
    chunk: page('repayment/components/repay-page'),
    firstCall: {
      method: 'POST',
      path: '/v3/installment/loan-play-detail',
      params: (q) => ({ orderId: q.get('orderId') ?? '', productId: q.get('productId') ?? undefined }),
    },
  },
  '/repay/delay': {
    chunk: page('repayment/components/repay-delay-page'),
    firstCall: {
      method: 'POST',
      path: '/floodwater/plan',
      params: (q) => ({ orderId: q.get('orderId') ?? '', productId: q.get('productId') ?? undefined }),
    },
  },
  '/repaymentOfCode': { chunk: page('repayment/components/repayment-code-page') },
  '/repaymentOfCode2': { chunk: page('repayment/components/repayment-code2-page') },
  '/payment-instructions': {
    chunk: page('repayment/components/payment-instructions-page'),
    firstCall: { method: 'GET', path: '/payment-instructions', params: () => ({}) },
  },
  '/loan/confirm': { chunk: page('loan-confirm/components/loan-confirm-page'), firstCall: loanConfirm },
  '/loan/confirm-of-period': {
    chunk: page('loan-confirm/components/loan-confirm-of-period-page'),
    firstCall: loanConfirm,
  },
  '/loan/confirm-new': { chunk: page('loan-confirm/components/loan-confirm-new-page') },
  '/loan/detail': { chunk: page('order/components/order-details-page'), firstCall: orderDetails },
  '/order': { chunk: page('order/components/order-details-page'), firstCall: orderDetails },
  '/error/joint-login-failure': {
    chunk: page('joint-login/components/joint-login-failure-page'),
    firstCall: {
      method: 'POST',
      path: '/v3/joint-login/failure-notice',
      params: (q) => ({ reason: q.get('reason') || undefined }),
    },
  },
  '/loan-agreement': {
    chunk: page('agreement/components/loan-agreement-page'),
    firstCall: {
      method: 'GET',
      path: '/v3/contract/contract-jump',
      params: (q) => ({
        productId: productIdOf(q),
        position: q.get('position') ?? '1',
        orderId: q.get('orderId') ?? undefined,
        amount: q.get('amount') ?? undefined,
        scene: String(AGREEMENT_SCENE),
      }),
    },
  },
  '/payway': { chunk: page('payway/components/payway-page') },
  '/promotion': { chunk: page('promotion/components/promotion-page') },
  '/testPreview': { chunk: page('preview/components/test-preview-page') },
};

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest | null {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * The <link> tags that start a route's code: a modulepreload for its chunk and each chunk it imports
 * (those the entry already preloads left out) and a stylesheet link for each of its CSS files, which the
 * web app's loader then finds in place instead of adding and awaiting.
 */
export function routePreloadTags(manifest: Manifest, chunkKey: string, entryKey = 'index.html'): string {
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = closure(entryKey, new Set());
  const route = [...closure(chunkKey, new Set())].filter((k) => !entry.has(k));
  const entryCss = new Set([...entry].flatMap((k) => manifest[k]?.css ?? []));
  const css = [...new Set(route.flatMap((k) => manifest[k]?.css ?? []))].filter((f) => !entryCss.has(f));
  return (
    css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('') +
    route.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]!.file}">`).join('')
  );
}

/** Drops absent params and stringifies the rest, as the web app's API client sends them. */
export function definedParams(params: Params): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
}

/** JSON inside a script tag must not be able to close it. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * An inline script that sends the route's first call while the HTML is still being read, as the web app's API
 * client would send it (same URL with the common params, headers, body), with the session id taken in the
 * browser from the address or session storage (it is never written into the page). The web app's client takes
 * the pending response instead of sending the call again (apps/web/src/lib/first-call.ts). The request is a
 * plain network request: anything that watches or answers the page's calls sees it as before.
 */
export function firstCallScript(call: FirstCall, page: URLSearchParams): string {
  const params = definedParams(call.params(page));
  const query = new URLSearchParams();
  for (const name of COMMON_PARAM_NAMES) {
    const value = page.get(name);
    if (value) query.set(name, value);
  }
  if (call.method === 'GET') for (const [k, v] of Object.entries(params)) query.set(k, v);
  const flavour = call.flavour ?? 'form';
  const headers: Record<string, string> = { Accept: 'application/json' };
  for (const name of flavour === 'form' ? FORM_CLIENT_HEADER_PARAMS : JSON_CLIENT_HEADER_PARAMS) {
    const value = page.get(name);
    if (value) headers[name] = value;
  }
  if (flavour === 'json') headers['X-Requested-With'] = 'XMLHttpRequest';
  let body: string | null = null;
  if (call.method === 'POST') {
    headers['Content-Type'] = flavour === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
    body = flavour === 'json' ? JSON.stringify(params) : new URLSearchParams(params).toString();
  }
  const qs = query.toString();
  const d = {
    method: call.method,
    path: call.path,
    params,
    url: `/api${call.path}${qs ? `?${qs}` : ''}`,
    headers,
    body,
  };
  return (
    `<script>(function(){try{var d=${inlineJson(d)};` +
    "var s=new URLSearchParams(location.search).get('sessionId')||sessionStorage.getItem('lw.sessionId');" +
    "if(!s)return;d.headers.Authorization='Bearer '+s;" +
    // The page's language as the web app settles it (the address, else the stored choice): decision 132.
    "var l=new URLSearchParams(location.search).get('lang')||localStorage.getItem('lendwell.lang');" +
    "if(l)d.url+=(d.url.indexOf('?')<0?'?':'&')+'lang='+encodeURIComponent(l);" +
    'window.__lwFirstCall={method:d.method,path:d.path,params:d.params,response:fetch(d.url,{method:d.method,' +
    "headers:d.headers,body:d.body,credentials:'same-origin',referrerPolicy:'no-referrer',signal:AbortSignal.timeout(60000)})};" +
    '}catch(e){}})();</script>'
  );
}
