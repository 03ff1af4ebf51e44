import type { Handlers } from '../../http/operations';
import type { ProductsService } from '../products/service';
import type { CategoriesService } from './service';

/** Categories operations of the contract (admin ones are guarded by the admin hook). */
export function categoriesHandlers({
  categories,
  products,
}: {
  categories: CategoriesService;
  products: ProductsService;
}) {
  return {
    listCategories: async (req) => ({ payload: { categoryList: await categories.list(req.query.parentId) } }),

    getCategoryTree: async () => ({ payload: { categoryTree: await categories.tree() } }),

    getCategoryBySlug: async (req) => ({ payload: await categories.bySlug(req.params.categorySlug) }),

    createCategory: async (req) => ({ payload: { category: await categories.create(req.body) } }),

    listAdminCategories: async (req) => {
      const { page = 1, limit = 20, searchQuery, parentId, includeDeleted = false } = req.query;
      return { payload: await categories.adminList({ page, limit, searchQuery, parentId, includeDeleted }) };
    },

    getAdminCategory: async (req) => ({ payload: { category: await categories.get(req.params.categoryId) } }),

    updateCategory: async (req) => ({
      payload: { category: await categories.update(req.params.categoryId, req.body) },
    }),

    deleteCategory: async (req, reply) => {
      await categories.remove(req.params.categoryId);
      return reply.code(204).send();
    },

    restoreCategory: async (req) => ({ payload: { category: await categories.restore(req.params.categoryId) } }),

    listAdminCategoryProducts: async (req) => {
      const { page = 1, limit = 20, searchQuery } = req.query;
      await categories.get(req.params.categoryId);
      return {
        payload: await products.list({
          page,
          limit,
          searchQuery,
          categoryId: req.params.categoryId,
          includeDeleted: false,
        }),
      };
    },
  } satisfies Handlers<'categories'>;
}
