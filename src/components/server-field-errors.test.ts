import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { landFieldErrors } from './server-field-errors';

const badRequest = new ApiError(400, {
  error: 'First name: Must be at most 100 characters',
  details: [
    { field: 'firstName', message: 'Must be at most 100 characters' },
    { field: 'teams[2]', message: 'Team not found' },
    { field: 'extra', message: 'Is not allowed' },
  ],
});

describe('landFieldErrors', () => {
  it("puts each detail on the form's field of that name", () => {
    const setErrors = vi.fn();
    expect(landFieldErrors(badRequest, ['firstName', 'lastName'], setErrors)).toBe(true);
    expect(setErrors).toHaveBeenCalledWith({ firstName: 'Must be at most 100 characters' });
  });

  it('renames request fields to form fields', () => {
    const setErrors = vi.fn();
    landFieldErrors(badRequest, ['givenName'], setErrors, { firstName: 'givenName' });
    expect(setErrors).toHaveBeenCalledWith({ givenName: 'Must be at most 100 characters' });
  });

  it('lands nothing for other errors or fields the form does not have', () => {
    const setErrors = vi.fn();
    expect(landFieldErrors(badRequest, ['email'], setErrors)).toBe(false);
    expect(landFieldErrors(new ApiError(409, { error: 'Taken' }), ['email'], setErrors)).toBe(
      false,
    );
    expect(setErrors).not.toHaveBeenCalled();
  });

  it('lands a taken value (409) on the field its detail names', () => {
    const setErrors = vi.fn();
    const taken = new ApiError(409, {
      error: 'A team with this name already exists',
      details: [{ field: 'name', message: 'A team with this name already exists' }],
    });
    expect(landFieldErrors(taken, ['name', 'description'], setErrors)).toBe(true);
    expect(setErrors).toHaveBeenCalledWith({ name: 'A team with this name already exists' });
  });

  it("lands a detail on a list item's property on that item (a level's bands)", () => {
    const setErrors = vi.fn();
    const bands = new ApiError(400, {
      error: 'Validation failed',
      details: [{ field: 'bands[1].mid', message: 'The midpoint cannot exceed the maximum.' }],
    });
    expect(landFieldErrors(bands, ['name', 'bands'], setErrors)).toBe(true);
    expect(setErrors).toHaveBeenCalledWith({
      bands: [undefined, { mid: 'The midpoint cannot exceed the maximum.' }],
    });
  });
});
