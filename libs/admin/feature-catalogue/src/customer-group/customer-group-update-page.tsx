import { ru } from '@shop/i18n-ru';
import { useState } from 'react';
import { useCatalogueApi } from '../api/catalogue-api-context';
import { cataloguePaths } from '../shared/catalogue-paths';
import { RecordLookupBody } from '../shared/page-states';
import { useRecordFromUrl } from '@shop/admin-data-access';
import { CustomerGroupForm } from './customer-group-form';
import { customerGroupFormDefaults, toCustomerGroupBody } from './customer-group-form-schema';
import { customerGroupQueryOptions, useUpdateCustomerGroup } from './customer-group-queries';
import { GroupMembers } from './group-members';
import { GroupPrices } from './group-prices';
import '../catalogue.css';

/** /admin/customer/group/update?id=: the group's form, its members (add by search, remove) and its product prices. */
export function CustomerGroupUpdatePage() {
  const api = useCatalogueApi();
  const update = useUpdateCustomerGroup(api);
  const lookup = useRecordFromUrl((id) => customerGroupQueryOptions(api, id));
  const [pricesDirty, setPricesDirty] = useState(false);
  return (
    <section className="admin-catalogue" aria-labelledby="admin-group-update-title">
      <h1 id="admin-group-update-title">{ru.admin.pages.customerGroupUpdate}</h1>
      <RecordLookupBody lookup={lookup} listPath={cataloguePaths.customerGroupList} skeletonFields={3}>
        {(group) => (
          <>
            <CustomerGroupForm
              // Member changes update the group too: keep the form keyed by id so a count change does not wipe typing.
              key={group.id}
              mode="update"
              alsoDirty={pricesDirty}
              defaultValues={customerGroupFormDefaults(group)}
              onSubmit={async (values) => {
                await update.mutateAsync({ id: group.id, body: toCustomerGroupBody(values) });
              }}
            />
            <GroupMembers group={group} />
            <GroupPrices group={group} onDirtyChange={setPricesDirty} />
          </>
        )}
      </RecordLookupBody>
    </section>
  );
}
