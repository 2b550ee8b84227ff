// Colours staff can read (axe colour-contrast, WCAG AA 4.5:1). antd draws a preset tag (green, gold, …)
// in its palette's shade 7 on shade 1, and a status tag (success, warning, …) in the seed colour on its pale
// background; for green, gold, orange, cyan, lime, yellow and volcano, and for every status, that is below
// 4.5:1. A stylesheet cannot win against antd's own selector (four classes per rule), so the Tag's own
// tokens take the first shade of each palette that reads at 4.8:1 or more on its fill. Only tags change:
// the global tokens (buttons, alerts) keep antd's colours.
import type { ThemeConfig } from 'antd';

export const readableTagTokens: NonNullable<ThemeConfig['components']>['Tag'] = {
  // Preset colours: the text of an outlined or filled tag (shade 7 in antd's palette).
  green7: '#237804',
  gold7: '#874d00',
  orange7: '#ad4e00',
  cyan7: '#006d75',
  lime7: '#3f6600',
  yellow7: '#876800',
  volcano7: '#ad2102',
  // Status colours: the text of success, processing, error and warning tags.
  colorSuccess: '#237804',
  colorInfo: '#0958d9',
  colorError: '#cf1322',
  colorWarning: '#874d00',
};

/** A table's empty text ('No payouts here') is drawn in the disabled grey (2.3:1); staff must read it. */
export const readableTableTokens: NonNullable<ThemeConfig['components']>['Table'] = {
  colorTextDisabled: '#595959',
};
