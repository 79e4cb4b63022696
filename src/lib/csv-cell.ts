/** Spreadsheet programs run cells starting with = + - @ as formulas; a leading quote keeps them text. */
export const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
