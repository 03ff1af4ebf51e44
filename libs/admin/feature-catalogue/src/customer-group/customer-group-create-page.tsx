import { ru } from '@shop/i18n-ru';
import { useCatalogueApi } from '../api/catalogue-api-context';
import { cataloguePaths } from '../shared/catalogue-paths';
import { CustomerGroupForm } from './customer-group-form';
import { customerGroupFormDefaults, toCustomerGroupBody } from './customer-group-form-schema';
import { useCreateCustomerGroup } from './customer-group-queries';
import '../catalogue.css';

/** /admin/customer/group/create: a new group; after saving, the admin continues on it to add members. */
export function CustomerGroupCreatePage() {
  const api = useCatalogueApi();
  const create = useCreateCustomerGroup(api);
  return (
    <section className="admin-catalogue" aria-labelledby="admin-group-create-title">
      <h1 id="admin-group-create-title">{ru.admin.pages.customerGroupCreate}</h1>
      <CustomerGroupForm
        mode="create"
        defaultValues={customerGroupFormDefaults()}
        onSubmit={async (values) => {
          const group = await create.mutateAsync(toCustomerGroupBody(values));
          return cataloguePaths.customerGroupUpdate(group.id);
        }}
      />
    </section>
  );
}
