import { describe, expect, it } from 'vitest';
import { relabelPickers } from './picker-labels';

function wheel(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <div class="adm-picker-view">
      <div class="adm-picker-view-column-item" aria-label="">BDO</div>
      <div class="adm-picker-view-column-item adm-picker-view-column-item-active" aria-label="active">GCash</div>
      <div class="adm-picker-view-column-accessible-current" aria-label="当前选择的是：GCash">-</div>
      <div aria-label="选择上一项：BDO">-</div>
      <div aria-label="没有下一项">-</div>
    </div>`;
  return root;
}

describe('picker labels', () => {
  it('says every wheel label in the borrower language, and the chosen item by its name', () => {
    const root = wheel();
    expect(relabelPickers(root)).toBe(4);
    const labels = [...root.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
    expect(labels).toEqual(['', 'GCash', 'Selected: GCash', 'Choose the previous option: BDO', 'No next option']);
    expect(labels.join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('settles: a second pass changes nothing', () => {
    const root = wheel();
    relabelPickers(root);
    expect(relabelPickers(root)).toBe(0);
  });
});
