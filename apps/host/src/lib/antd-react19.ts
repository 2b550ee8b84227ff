// antd-mobile 5 renders imperative components (Toast, Dialog, Modal) with the legacy ReactDOM.render,
// which React 19 removed. Its documented escape hatch is to hand it a createRoot-based render.
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
