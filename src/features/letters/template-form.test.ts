import { describe, expect, it } from 'vitest';
import { insertPlaceholder, templateSchema } from './template-form';

describe('templateSchema', () => {
  it('gives the contract’s messages on their fields', async () => {
    const errors = await templateSchema
      .validate({ subject: ' ', body: 'Hello {{salary}}' }, { abortEarly: false })
      .catch((e: { inner: { path: string; message: string }[] }) =>
        e.inner.map((i) => [i.path, i.message]),
      );
    expect(errors).toEqual([
      ['subject', 'Subject is required'],
      ['body', 'Unknown placeholder {{salary}}'],
    ]);
  });

  it('accepts placeholders with spaces and markup as text', async () => {
    await expect(
      templateSchema.isValid({ subject: '{{ firstName }}', body: '<b>{{newSalary}}</b>' }),
    ).resolves.toBe(true);
  });
});

describe('insertPlaceholder', () => {
  it('puts the placeholder at the caret and the caret after it', () => {
    expect(insertPlaceholder('Dear ,', 5, 5, 'firstName')).toEqual({
      text: 'Dear {{firstName}},',
      caret: 18,
    });
  });

  it('replaces a selection and clamps positions outside the text', () => {
    expect(insertPlaceholder('Hi NAME!', 3, 7, 'employeeName').text).toBe('Hi {{employeeName}}!');
    expect(insertPlaceholder('Hi', 10, 12, 'bonus')).toEqual({ text: 'Hi{{bonus}}', caret: 11 });
  });
});
