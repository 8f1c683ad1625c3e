import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { contractValidator } from './contract-validator.ts';

const schema = z.object({ name: z.string().check(z.minLength(1, { message: 'is required' })) });

describe('contractValidator', () => {
  it('puts each problem of the schema under its field, worded with its label', () => {
    const validate = contractValidator((value: { name: string }) => schema.safeParse(value), {
      name: 'Name',
    });
    expect(validate({ value: { name: '' } })).toEqual({ fields: { name: 'Name is required' } });
    expect(validate({ value: { name: 'Acme' } })).toBeUndefined();
  });
});
