import { describe, expect, it } from 'vitest';
import { passwordStrength } from '@stratblocks/contracts';

describe('the sign-up strength meter (docs/product.md#validation-rules: one point each)', () => {
  it.each([
    ['', 0],
    ['abcdefg', 0],
    ['abcdefgh', 1],
    ['Abcdefg', 1],
    ['abc1', 1],
    ['a!', 1],
    ['Abcdefgh', 2],
    ['Abcdef1', 2],
    ['Abcdefg1', 3],
    ['Abcdefg1!', 4],
    ['ABCDEFGH1!', 3],
    ['Str0ng!Passw0rd', 4],
  ])('%j scores %i', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });
});
