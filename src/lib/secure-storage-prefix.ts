/** The secure storage helper's key prefix (docs/product.md §9); a leaf module so the key catalogue can list it cheaply. */
export const SECURE_STORAGE_PREFIX = 'sc_';
