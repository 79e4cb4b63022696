import type { Theme } from '@mui/material/styles';

// MUI's own checked box (`@mui/material/internal/svg-icons/CheckBox`).
const CHECKED_BOX =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';

/**
 * Rules for a prerendered form until React has taken it over (#root has `data-prerendered` until
 * then). MUI shows a field's states from React state (the floating label, the notched outline,
 * the focus colour, the checked box), which is not there before hydration: without these a label
 * would sit over the text typed into its field. They show the same from what the browser knows:
 * `:focus`, `:placeholder-shown` (the fields carry a blank placeholder for it), `:checked`.
 * Nothing else changes: the markup stays React's. A submit held back until then (#root has
 * `data-submit-pending`) shows its button busy.
 */
export function formBeforeHydrationCss(theme: Theme, page: string): string {
  const scope = `#root[data-prerendered="${page}"]`;
  const filled = 'input:is(:focus,:not(:placeholder-shown),:autofill)';
  const { primary, secondary } = theme.palette;
  return [
    `${scope} .MuiFormControl-root:has(${filled})>.MuiInputLabel-outlined{transform:translate(14px,-9px) scale(0.75);max-width:calc(133% - 32px)}`,
    `${scope} .MuiOutlinedInput-root:has(>${filled})>.MuiOutlinedInput-notchedOutline>legend{max-width:100%}`,
    `${scope} .MuiFormControl-root:has(input:focus)>.MuiInputLabel-root{color:${primary.main}}`,
    `${scope} .MuiOutlinedInput-root:has(>input:focus)>.MuiOutlinedInput-notchedOutline{border-color:${primary.main};border-width:2px}`,
    `${scope} .MuiCheckbox-root:has(>input:checked){color:${secondary.main}}`,
    `${scope} .MuiCheckbox-root>input:checked+svg>path{d:path("${CHECKED_BOX}")}`,
    `${scope} :is(a,button):focus-visible,${scope} .MuiCheckbox-root:has(>input:focus-visible){outline:2px solid ${primary.main};outline-offset:2px}`,
    `#root[data-submit-pending] button[type="submit"]{cursor:progress;opacity:0.7}`,
  ].join('');
}
