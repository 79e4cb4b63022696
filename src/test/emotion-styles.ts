import { StyleSheet } from '@emotion/sheet';

/**
 * jsdom matches every CSS rule of the document against an element on each getComputedStyle call,
 * and *ByRole queries call it for every element up the tree. With MUI's hundreds of emotion rules
 * that was a quarter of the suite's CPU, so by default tests render without emotion's rules
 * (class names are still generated; inline styles still apply). A file that asserts on styles or
 * on visibility that CSS classes decide calls {@link keepEmotionStyles} before it renders.
 */
let keep = false;
const insert = StyleSheet.prototype.insert;

// MUI X Charts sizes a chart from the computed width of its container and warns when it is zero:
// that container's rule (`width: 100%`) is always kept.
const CHART_CONTAINER = /MuiChartsLayerContainer/;

StyleSheet.prototype.insert = function insertWhenKept(this: StyleSheet, rule: string) {
  if (keep || CHART_CONTAINER.test(rule)) insert.call(this, rule);
};

export function keepEmotionStyles() {
  keep = true;
}
