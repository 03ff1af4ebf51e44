import { ru } from '@shop/i18n-ru';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { AttributeGroupPage } from '../api/catalogue-api';
import { useCatalogueApi } from '../api/catalogue-api-context';
import { cataloguePaths } from '../shared/catalogue-paths';
import { FormSkeleton, LoadError, RecordLookupBody } from '../shared/page-states';
import { useRecordFromUrl } from '@shop/admin-data-access';
import { AttributeForm } from './attribute-form';
import { attributeFormDefaults, toAttributeBody } from './attribute-form-schema';
import {
  ALL_GROUPS_QUERY,
  attributeGroupListQueryOptions,
  attributeQueryOptions,
  useUpsertAttribute,
} from './attribute-queries';
import '../catalogue.css';

/** /admin/attribute/upsert: a new attribute, or with `?id=` the one to edit. */
export function AttributeUpsertPage() {
  const api = useCatalogueApi();
  const [searchParams] = useSearchParams();
  const upsert = useUpsertAttribute(api);
  const groups = useQuery(attributeGroupListQueryOptions(api, ALL_GROUPS_QUERY));
  const lookup = useRecordFromUrl((id) => attributeQueryOptions(api, id));
  const editing = searchParams.has('id');

  // The group choice needs the groups: the form waits for them so its select starts on the right one.
  const body = (content: (groups: AttributeGroupPage) => ReactNode) =>
    groups.isError && !groups.data ? (
      <LoadError onRetry={() => void groups.refetch()} retrying={groups.isFetching} />
    ) : !groups.data ? (
      <FormSkeleton fields={6} />
    ) : (
      content(groups.data)
    );

  return (
    <section className="admin-catalogue" aria-labelledby="admin-attribute-upsert-title">
      <h1 id="admin-attribute-upsert-title">
        {ru.admin.pages.attributeUpsert}
        {lookup.query.data && <span className="admin-catalogue__subtitle">{lookup.query.data.title}</span>}
      </h1>
      {editing ? (
        <RecordLookupBody lookup={lookup} listPath={cataloguePaths.attributeList} skeletonFields={6}>
          {(attribute) =>
            body(({ attributeGroupList }) => (
              <AttributeForm
                key={`${attribute.id}:${attribute.updatedAt}`}
                mode="update"
                groups={attributeGroupList}
                typeLocked={attribute.productCount > 0}
                defaultValues={attributeFormDefaults(attribute)}
                onSubmit={async (values) => {
                  await upsert.mutateAsync(toAttributeBody(attribute.id, values));
                }}
              />
            ))
          }
        </RecordLookupBody>
      ) : (
        body(({ attributeGroupList }) => (
          <AttributeForm
            mode="create"
            groups={attributeGroupList}
            typeLocked={false}
            defaultValues={attributeFormDefaults()}
            onSubmit={async (values) => {
              const attribute = await upsert.mutateAsync(toAttributeBody(null, values));
              return cataloguePaths.attributeUpdate(attribute.id);
            }}
          />
        ))
      )}
    </section>
  );
}
