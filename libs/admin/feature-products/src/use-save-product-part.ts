import { toastText } from '@shop/errors';
import { useToast } from '@shop/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_TOASTS } from './product-errors';
import { productKeys, type ProductPart } from './product-queries';

/**
 * Saves one part of a product from its sub-page: the reply becomes the part's cached value, then a
 * success toast; a failure is an error toast. `listsChange`: the part shows in the product lists too
 * (the main image), so they are stale after.
 */
export function useSaveProductPart<Variables, Reply>(
  productId: string,
  part: ProductPart,
  save: (variables: Variables) => Promise<Reply>,
  { listsChange = false }: { listsChange?: boolean } = {},
) {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (reply: Reply) => {
      queryClient.setQueryData(productKeys.part(productId, part), reply);
      toast.success();
      if (listsChange) await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
    onError: (error) => toast.error(toastText(error, PRODUCT_TOASTS)),
  });
}
