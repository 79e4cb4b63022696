import * as yup from 'yup';
import { letterTemplateErrors, type LetterPlaceholder } from '@/lib/letters';

/** The template editor's first problem with one field, by the contract's rules (src/lib/letters). */
function fieldError(field: 'subject' | 'body', text: string): string | undefined {
  const template =
    field === 'subject' ? { subject: text, body: '.' } : { subject: '.', body: text };
  return letterTemplateErrors(template).find((e) => e.field === field)?.message;
}

const rule = (field: 'subject' | 'body') =>
  yup
    .string()
    .default('')
    .test(field, (value, ctx) => {
      const message = fieldError(field, value ?? '');
      return message ? ctx.createError({ message }) : true;
    });

export const templateSchema = yup.object({ subject: rule('subject'), body: rule('body') });

export type TemplateValues = yup.InferType<typeof templateSchema>;

/**
 * `{{name}}` typed into `text` over the selection `start`–`end` (the caret when they are equal);
 * returns the new text and where the caret goes (after the placeholder).
 */
export function insertPlaceholder(
  text: string,
  start: number,
  end: number,
  name: LetterPlaceholder,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const token = `{{${name}}}`;
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}
