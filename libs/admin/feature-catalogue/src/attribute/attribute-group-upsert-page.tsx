import { ru } from '@shop/i18n-ru';
import { useSearchParams } from 'react-router';
import { useCatalogueApi } from '../api/catalogue-api-context';
import { cataloguePaths } from '../shared/catalogue-paths';
import { RecordLookupBody } from '../shared/page-states';
import { useRecordFromUrl } from '@shop/admin-data-access';
import { AttributeGroupForm, attributeGroupFormDefaults, toAttributeGroupBody } from './attribute-group-form';
import { attributeGroupQueryOptions, useUpsertAttributeGroup } from './attribute-queries';
import '../catalogue.css';

/** /admin/attribute-group/upsert: a new attribute group, or with `?id=` the one to edit. */
export function AttributeGroupUpsertPage() {
  const api = useCatalogueApi();
  const [searchParams] = useSearchParams();
  const upsert = useUpsertAttributeGroup(api);
  const lookup = useRecordFromUrl((id) => attributeGroupQueryOptions(api, id));
  return (
    <section className="admin-catalogue" aria-labelledby="admin-attribute-group-upsert-title">
      <h1 id="admin-attribute-group-upsert-title">{ru.admin.pages.attributeGroupUpsert}</h1>
      {searchParams.has('id') ? (
        <RecordLookupBody lookup={lookup} listPath={cataloguePaths.attributeGroupList} skeletonFields={2}>
          {(group) => (
            <AttributeGroupForm
              key={`${group.id}:${group.updatedAt}`}
              mode="update"
              defaultValues={attributeGroupFormDefaults(group)}
              onSubmit={async (values) => {
                await upsert.mutateAsync(toAttributeGroupBody(group.id, values));
              }}
            />
          )}
        </RecordLookupBody>
      ) : (
        <AttributeGroupForm
          mode="create"
          defaultValues={attributeGroupFormDefaults()}
          onSubmit={async (values) => {
            const group = await upsert.mutateAsync(toAttributeGroupBody(null, values));
            return cataloguePaths.attributeGroupUpdate(group.id);
          }}
        />
      )}
    </section>
  );
}
