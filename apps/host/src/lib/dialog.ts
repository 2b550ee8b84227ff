// antd-mobile's Dialog is loaded when first needed: it is rarely shown and weighs more than a screen. A dialog
// without a title has no name for a screen reader, so its sentence names it (axe: aria-dialog-name).

export async function confirmDialog(content: string, confirmText: string, cancelText: string): Promise<boolean> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.confirm({ content, confirmText, cancelText, 'aria-label': content });
}

export async function alertDialog(content: string, confirmText: string): Promise<void> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  await Dialog.alert({ content, confirmText, 'aria-label': content });
}
