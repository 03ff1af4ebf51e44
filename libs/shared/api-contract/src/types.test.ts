import { describe, expectTypeOf, it } from 'vitest';
import type { OperationId, Payload, PathParams, QueryParams, RequestBody, Schema, Tag, operationsByTag } from './index';

describe('contract helper types', () => {
  it('name component schemas', () => {
    expectTypeOf<Schema<'SiteSettings'>['thematicTheme']>().toEqualTypeOf<'default' | 'new_year'>();
    expectTypeOf<Schema<'SiteSettings'>['freeShippingCost']>().toEqualTypeOf<string>();
  });

  it('reach payloads, bodies and parameters by operationId', () => {
    expectTypeOf<Payload<'getCart'>['cart']['total']>().toEqualTypeOf<string>();
    expectTypeOf<Payload<'login'>['jwt']>().toEqualTypeOf<{ accessToken: string; refreshToken: string }>();
    expectTypeOf<RequestBody<'login'>>().toEqualTypeOf<{ email: string | null; password: string | null }>();
    expectTypeOf<RequestBody<'updateCurrentUserInfo'>['requisitesFile']>().toEqualTypeOf<Blob | undefined>();
    expectTypeOf<QueryParams<'listUsers'>['limit']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<PathParams<'getUser'>>().toEqualTypeOf<{ userId: string }>();
  });

  it('group operationIds by tag', () => {
    expectTypeOf<operationsByTag['cart']>().toEqualTypeOf<
      'getCart' | 'addCartProducts' | 'removeCartProducts' | 'resolveQuickOrder'
    >();
    expectTypeOf<operationsByTag[Tag]>().toExtend<OperationId>();
  });
});
