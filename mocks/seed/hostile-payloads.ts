// No imports: the browser tests (Playwright, Node) read these without the mock's modules.

/**
 * Window property every payload tries to set; the browser tests read it after visiting every
 * screen and expect it unset. (Payloads that call alert() show up as dialogs instead.)
 */
export const HOSTILE_FLAG = '__meritlyHostileRan';

/**
 * Script and markup payloads: a raw-HTML sink, an attribute or URL built from data, a template
 * engine or string evaluation would run one of them. Each must show as plain text.
 */
export const HOSTILE_PAYLOADS: readonly string[] = [
  `<script>window.${HOSTILE_FLAG}=1</script>`,
  `<img src=x onerror="window.${HOSTILE_FLAG}=2;alert(2)">`,
  `javascript:window.${HOSTILE_FLAG}=3`,
  `{{constructor.constructor('window.${HOSTILE_FLAG}=4')()}}`,
  `"><svg onload=window.${HOSTILE_FLAG}=5>`,
  `'-alert(6)-'`,
  `\${window.${HOSTILE_FLAG}=7}`,
  `<a href="javascript:window.${HOSTILE_FLAG}=8">x</a>`,
];
