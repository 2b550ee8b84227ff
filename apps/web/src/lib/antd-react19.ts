// antd-mobile 5 renders imperative components (Toast, Dialog, Modal) with the legacy ReactDOM.render,
// which React 19 removed. Its documented escape hatch is to hand it a createRoot-based render.
// Installed by lib/toast.ts as Toast (our only imperative use) loads, keeping it out of the entry chunk.
import { createRoot } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';

export function installAntdReact19Render(): void {
  unstableSetRender((node, container) => {
    const root = createRoot(container);
    root.render(node);
    return async () => {
      root.unmount();
    };
  });
}
