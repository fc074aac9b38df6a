/** A JWT-shaped token with the given exp (seconds since the epoch); its signature is not real. */
export function tokenWithExp(exp: number | undefined): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(exp === undefined ? { sub: '1' } : { sub: '1', exp })}.c2ln`;
}
