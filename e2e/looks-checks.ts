/**
 * In-page checks that nothing is clipped. Each function runs in the page (no imports, no
 * closures) and returns what a user would see cut, one line per problem.
 */

/** Text cut by an ellipsis or by its box, a page or table that scrolls sideways, a short sidebar. */
export function findClipping(): string[] {
  const problems: string[] = [];
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const where = element.closest('th')
      ? 'table header'
      : element.closest('td')
        ? 'table cell'
        : element.closest('.MuiChip-root')
          ? 'chip'
          : element.tagName.toLowerCase();
    return `${where} "${text}"`;
  };
  // Screen-reader-only text (a 1 px clipped box) is not shown, so it cannot be cut.
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
  };

  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    problems.push(`the page scrolls sideways (${root.scrollWidth} px in ${root.clientWidth} px)`);
  }

  // Text that the browser cuts with "…".
  for (const element of Array.from(document.querySelectorAll('body *'))) {
    if (!visible(element) || element.closest('[aria-hidden="true"]')) continue;
    const style = getComputedStyle(element);
    if (style.textOverflow !== 'ellipsis' || style.overflowX === 'visible') continue;
    if (element.scrollWidth > element.clientWidth + 1)
      problems.push(`${describe(element)} ends in …`);
  }

  // Headers, cells and chips that hide part of their text without an ellipsis.
  for (const element of Array.from(document.querySelectorAll('th, td, .MuiChip-label'))) {
    if (!visible(element)) continue;
    const style = getComputedStyle(element);
    if (style.overflowX === 'visible' || style.textOverflow === 'ellipsis') continue;
    if (element.scrollWidth > element.clientWidth + 1) problems.push(`${describe(element)} is cut`);
  }

  // A table wider than its box: the user has to scroll it sideways to read it. Reports marked
  // wide (DataTable's `wide`: more columns than a screen holds, first column sticky) may.
  for (const element of Array.from(
    document.querySelectorAll('.MuiTableContainer-root:not([data-wide])'),
  )) {
    if (!visible(element)) continue;
    if (element.scrollWidth > element.clientWidth + 1) {
      const header = Array.from(element.querySelectorAll('th'))
        .map((th) => th.textContent)
        .join(', ');
      problems.push(
        `a table scrolls sideways (${element.scrollWidth} px in ${element.clientWidth} px): ${header.slice(0, 120)}`,
      );
    }
  }

  // Any other box that hides part of its content sideways or makes the user scroll it.
  for (const element of Array.from(document.querySelectorAll('main *'))) {
    if (!visible(element) || element.matches('input, textarea, select, svg *')) continue;
    // A switch's thumb travels outside its track by design; only hidden text matters here.
    if (!element.textContent?.trim()) continue;
    if (element.closest('.MuiTableContainer-root, .MuiInputBase-root')) continue;
    const style = getComputedStyle(element);
    if (style.overflowX === 'visible' || style.textOverflow === 'ellipsis') continue;
    if (element.scrollWidth > element.clientWidth + 1) {
      const heading = element
        .closest('section, .MuiCard-root, .MuiPaper-root')
        ?.querySelector('h1, h2, h3, h4, h5, h6')?.textContent;
      problems.push(
        `a box${heading ? ` in "${heading}"` : ''} hides ${element.scrollWidth - element.clientWidth} px sideways: "${(element.textContent ?? '').trim().slice(0, 80)}"`,
      );
    }
  }

  // Chart labels shortened by the chart library.
  for (const element of Array.from(document.querySelectorAll('svg text'))) {
    if (visible(element) && element.textContent?.includes('…')) {
      problems.push(`chart label "${element.textContent}" is shortened`);
    }
  }

  // The docked sidebar's colour must reach the foot of the page (the column or its paper).
  const nav = document.querySelector('nav[aria-label="Main navigation"]');
  const sidebar = nav?.closest('.MuiDrawer-docked');
  if (sidebar && visible(sidebar)) {
    const painted = [sidebar, sidebar.querySelector('.MuiDrawer-paper')].filter(
      (element): element is Element =>
        !!element && getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)',
    );
    const bottom = Math.max(
      0,
      ...painted.map((element) => element.getBoundingClientRect().bottom + window.scrollY),
    );
    if (bottom < root.scrollHeight - 1) {
      problems.push(
        `the sidebar ends at ${Math.round(bottom)} px of a ${root.scrollHeight} px page`,
      );
    }
  }
  return problems;
}

/**
 * Button labels not in Title Case, the case of the spec's own labels ('Save Changes', 'Add Stage',
 * 'Create Review Cycle', 'Try Again'): every word capitalised but short joining words. Signed-in
 * screens only: the public pages keep the spec's sentence case ('Join the waitlist', 'Signing
 * in...').
 */
export function findButtonCaseProblems(): string[] {
  // Labels the spec spells otherwise: spec 02 §10, the stage form's 'Try again'.
  const spelledBySpec = new Set(['Try again']);
  const minor = new Set(
    'a an and as at but by for from in into nor of on or per the to via vs with'.split(' '),
  );
  const problems: string[] = [];
  for (const button of Array.from(
    document.querySelectorAll('.MuiButton-root, .MuiToggleButton-root'),
  )) {
    const box = button.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const label = (button as HTMLElement).innerText.trim().replace(/\s+/g, ' ');
    if (spelledBySpec.has(label)) continue;
    const words = label.split(' ').filter((word) => /^[A-Za-z]/.test(word));
    const lower = words.filter(
      (word, index) => /^[a-z]/.test(word) && (index === 0 || !minor.has(word)),
    );
    if (lower.length > 0) problems.push(`button "${label}" is not in Title Case`);
  }
  return [...new Set(problems)];
}
