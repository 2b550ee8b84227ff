// antd-mobile's picker wheel gives screen readers fixed Chinese labels ('当前选择的是：GCash', '选择上一项：…') and
// calls the chosen option 'active' (decision 072). It has no prop or locale for them, so while a picker is
// open these labels are rewritten in the borrower's language as the wheel renders them.
import { messages, t } from '@/lib/messages';

type Rule = { pattern: RegExp; say: (label: string) => string };

const RULES: Rule[] = [
  { pattern: /^当前选择的是：(.*)$/s, say: (label) => t('pickerCurrent', { label }) },
  { pattern: /^当前未选择$/, say: () => messages.pickerNone },
  { pattern: /^选择上一项：(.*)$/s, say: (label) => t('pickerPrevious', { label }) },
  { pattern: /^没有上一项$/, say: () => messages.pickerNoPrevious },
  { pattern: /^选择下一项：(.*)$/s, say: (label) => t('pickerNext', { label }) },
  { pattern: /^没有下一项$/, say: () => messages.pickerNoNext },
];

/** The label a screen reader should hear instead of the library's, or null to leave it. */
export function pickerLabel(element: Element): string | null {
  const label = element.getAttribute('aria-label');
  if (label === null) return null;
  // The chosen wheel item: its own text, not 'active'.
  if (label === 'active' && element.classList.contains('adm-picker-view-column-item'))
    return element.textContent?.trim() || null;
  for (const rule of RULES) {
    const match = rule.pattern.exec(label);
    if (match) return rule.say(match[1] ?? '');
  }
  return null;
}

/** Rewrites every library label under root; answers how many it changed. */
export function relabelPickers(root: ParentNode): number {
  let changed = 0;
  for (const element of root.querySelectorAll('.adm-picker-view [aria-label]')) {
    const next = pickerLabel(element);
    if (next !== null && next !== element.getAttribute('aria-label')) {
      element.setAttribute('aria-label', next);
      changed += 1;
    }
  }
  return changed;
}

/** Keeps the pickers' labels in the borrower's language until the answer is called (pickers render into document.body). */
export function watchPickerLabels(): () => void {
  relabelPickers(document.body);
  // Our own rewrites trigger the observer again, but then find nothing left to change, so it settles.
  const observer = new MutationObserver(() => relabelPickers(document.body));
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
  return () => observer.disconnect();
}
