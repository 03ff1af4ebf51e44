import type { Handlers } from '../../http/operations';
import type { AttributesService } from './service';

/** Attribute operations of the contract (all admin: guarded by the admin hook). */
export function attributesHandlers({ attributes }: { attributes: AttributesService }) {
  return {
    upsertAttribute: async (req) => ({ payload: { attribute: await attributes.upsertAttribute(req.body) } }),

    listAttributes: async (req) => {
      const { page = 1, limit = 20, searchQuery, attributeGroupId } = req.query;
      return { payload: await attributes.listAttributes({ page, limit, searchQuery, attributeGroupId }) };
    },

    getAttribute: async (req) => ({ payload: { attribute: await attributes.getAttribute(req.params.attributeId) } }),

    deleteAttribute: async (req, reply) => {
      await attributes.deleteAttribute(req.params.attributeId);
      return reply.code(204).send();
    },
  } satisfies Handlers<'attributes'>;
}

/** Attribute group operations of the contract (all admin). */
export function attributeGroupsHandlers({ attributes }: { attributes: AttributesService }) {
  return {
    upsertAttributeGroup: async (req) => ({ payload: { attributeGroup: await attributes.upsertGroup(req.body) } }),

    listAttributeGroups: async (req) => {
      const { page = 1, limit = 20, searchQuery } = req.query;
      return { payload: await attributes.listGroups({ page, limit, searchQuery }) };
    },

    getAttributeGroup: async (req) => ({
      payload: { attributeGroup: await attributes.getGroup(req.params.attributeGroupId) },
    }),

    deleteAttributeGroup: async (req, reply) => {
      await attributes.deleteGroup(req.params.attributeGroupId);
      return reply.code(204).send();
    },
  } satisfies Handlers<'attribute-groups'>;
}
