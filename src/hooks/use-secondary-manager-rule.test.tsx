import { act, render } from '@testing-library/react';
import { Formik, type FormikProps } from 'formik';
import { describe, expect, it } from 'vitest';
import { useSecondaryManagerRule } from './use-secondary-manager-rule';

type Values = { primaryManagerId: string; secondaryManagerId: string };

function RuleOnly() {
  useSecondaryManagerRule();
  return null;
}

function renderForm(initialValues: Values) {
  let form!: FormikProps<Values>;
  render(
    <Formik initialValues={initialValues} onSubmit={() => {}}>
      {(props) => {
        form = props;
        return <RuleOnly />;
      }}
    </Formik>,
  );
  return () => form;
}

describe('useSecondaryManagerRule (spec 01 §5)', () => {
  it('keeps a secondary manager other than the primary', async () => {
    const form = renderForm({ primaryManagerId: 'emp_a', secondaryManagerId: 'emp_b' });
    await act(async () => {});
    expect(form().values.secondaryManagerId).toBe('emp_b');
  });

  it('clears the secondary when the primary becomes the same person', async () => {
    const form = renderForm({ primaryManagerId: 'emp_a', secondaryManagerId: 'emp_b' });
    await act(async () => form().setFieldValue('primaryManagerId', 'emp_b'));
    expect(form().values.secondaryManagerId).toBe('');
  });

  it('clears the secondary when the primary is cleared', async () => {
    const form = renderForm({ primaryManagerId: 'emp_a', secondaryManagerId: 'emp_b' });
    await act(async () => form().setFieldValue('primaryManagerId', ''));
    expect(form().values.secondaryManagerId).toBe('');
  });
});
