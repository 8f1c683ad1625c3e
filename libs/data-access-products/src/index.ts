export { fetchProduct } from './fetch-product.ts';
export { productQueryOptions } from './product-query-options.ts';
export { fetchProducts } from './fetch-products.ts';
export { productsQueryOptions } from './products-query-options.ts';
export {
  addProductUser,
  createProduct,
  removeProductUser,
  updateProduct,
  updateProductUser,
} from './product-admin-calls.ts';
export {
  createProductWithRetry,
  productCreateFailedMessage,
  productCreateRetryDelaysMs,
} from './create-product-with-retry.ts';
export {
  useChangeProductTeam,
  useCreateProduct,
  useUpdateProduct,
  type ProductTeamChange,
} from './use-product-mutations.ts';
