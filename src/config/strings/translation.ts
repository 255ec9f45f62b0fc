/**
 * The shape of a translation of an English strings object (declared `as const`): the same keys, each
 * string leaf any string, each function leaf the same parameters returning a string.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Translation<T[K]>;
};
