import { messages } from './messages';
import { toast } from './toast';

/** Copies text and says so; old webviews without the Clipboard API use a hidden textarea. */
export async function copyText(text: string): Promise<boolean> {
  let ok = false;
  try {
    await navigator.clipboard.writeText(text);
    ok = true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;opacity:0';
    document.body.appendChild(area);
    area.select();
    ok = document.execCommand('copy');
    area.remove();
  }
  toast(ok ? messages.copySuccess : messages.copyFailed);
  return ok;
}
