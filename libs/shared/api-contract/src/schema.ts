// GENERATED FILE, DO NOT EDIT. Source: openapi/api.yaml. Regenerate with `npm run codegen -w @shop/api-contract`.
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database readiness probe */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logger/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a client-side log entry to the server log
         * @description At most 30 entries a minute from one client address are written; past that the entries are
         *     dropped and still answered 204 (a client cannot do anything about it, so it is not told).
         */
        post: operations["pushLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/site-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public site settings (defaults when none are stored) */
        get: operations["getSiteSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/site-settings/download/price-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The price-list file as a binary download (code 6 when none is set) */
        get: operations["downloadPriceList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/site-settings/download/requisites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's requisites file as a binary download (code 6 when none is set) */
        get: operations["downloadRequisitesFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/site-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All site settings, the public ones with the seller's requisites, the НДС rate and the order e-mail */
        get: operations["getAdminSiteSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/site-settings/shop-requisites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set the seller's requisites for invoices, the НДС rate and the order e-mail (code 12 naming `seller.<field>`)
         * @description The whole set is sent. ИНН, КПП, ОГРН (ОГРНИП), БИК and both accounts are checked as a bank checks them, after trimming; every failure is code 12 with `details` naming the field (`seller.inn`, …). Blank optional fields become null. `orderEmail` null: nobody is told of new orders.
         */
        patch: operations["updateShopRequisites"];
        trace?: never;
    };
    "/api/v1/admin/site-settings/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The history of site-settings changes, newest first */
        get: operations["listSiteSettingsChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/site-settings/price-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Upload (or, with `remove=true`, clear) the price-list file
         * @description Our design decision (SPEC: exact fields not shown) - multipart with one `file` field.
         */
        patch: operations["updatePriceListFile"];
        trace?: never;
    };
    "/api/v1/admin/site-settings/requisites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Upload (or, with `remove=true`, clear) the shop's requisites file */
        patch: operations["updateRequisitesFile"];
        trace?: never;
    };
    "/api/v1/admin/site-settings/free-shipping-cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set the order total from which shipping is free (code 21 when invalid)
         * @description `freeShippingCost` is roubles with up to two decimals and up to ten whole digits ("15000", "1500.5"); "0" means the shop offers no free shipping. The schema takes any short text so that the server, not the validator, answers a negative, non-numeric or over-precise value: code 21.
         */
        patch: operations["updateFreeShippingCost"];
        trace?: never;
    };
    "/api/v1/admin/site-settings/thematic-theme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Switch the storefront theme (default or new_year) */
        patch: operations["updateThematicTheme"];
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with email and password; merges the anonymous cart and favorites
         * @description Invalid email or password answers code 23. The refresh token is also set as the httpOnly `refresh_token` cookie. Rate limited. The anonymous visitor's cart and favorites (from `X-Anonymous-User-Id` / `X-Cart-Id` or their cookies) are merged into the customer's in the same transaction as the session (see the cart tag); the reply clears the `anonymous_user_id` cookie and sets `cart_id` to the customer's cart (or clears it when there is none). The merge never fails a login: an unknown, expired or already merged anonymous id is nothing to merge, and the merge's own outcomes 29 (neither cart exists) and 31 (neither favorites list exists) are not errors of the login; they are logged at debug level. Merging twice never doubles a quantity, because the first merge deletes the anonymous cart.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the current refresh token and clear the session cookies */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/register/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a customer and log in (code 28 when the email is taken)
         * @description Merges the anonymous cart and favorites into the new customer's exactly as `login` does (the new customer has neither, so they become the customer's).
         */
        post: operations["registerCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the refresh token (from the body, else the `refresh_token` cookie) */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/token/need-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether an anonymous visitor holding a refresh cookie should refresh the session
         * @description `need` is true when the `refresh_token` cookie could be exchanged now by `refreshToken`, by the same rule: a token rotated within the last 30 s still counts (a page reloaded while its refresh was under way never stored the new cookie), later not. It issues no anonymous visitor id: the first cart or favorites write does, so cookieless calls store nothing. A presented anonymous id is still checked (code 25 when never issued).
         */
        get: operations["checkTokenNeedUpdate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/recover/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a recovery link; answers 204 whether or not the email is known (no enumeration) */
        post: operations["startPasswordRecovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/recover/password/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenId: components["parameters"]["TokenId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a recovery token (204 when valid, code 6 when unknown or expired)
         * @description Shares the limit of `completePasswordRecovery` (10 per client address in 10 minutes).
         */
        post: operations["validatePasswordRecoveryToken"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a new password with a recovery token (code 24 when the two passwords differ)
         * @description The token is checked before the password is hashed (code 6 when unknown, used or expired), and at most 10 attempts (this and `validatePasswordRecoveryToken`) per client address in 10 minutes are answered, then 429. A guessable password (common, a keyboard walk, or built from the owner's e-mail or names) is refused with code 12 and a detail on `password`. Every session ends, and a letter tells the owner the password was changed.
         */
        patch: operations["completePasswordRecovery"];
        trace?: never;
    };
    "/api/v1/auth/permission/can": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin check; 204 for an admin (role root), code 5 (403) otherwise */
        get: operations["checkAdminPermission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shopper/context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, the cart and the favorite ids of the caller, in one call
         * @description `customerUser` as `getCurrentUser` answers it, or null for a caller without a session; `cart` as `getCart` answers it, or null when the caller has none (where `getCart` says code 30); `favoriteIds` as `listFavoriteIds`. A caller with no identity at all gets nulls and no ids. A Bearer token that is not valid is HTTP 401, as for `getCurrentUser`; an anonymous or cart id the shop cannot place is code 25 (HTTP 422), as for `getCart`. Sets the `cart_id` cookie as `getCart` does. `priceGroupId` names whose prices the caller sees.
         */
        get: operations["getShopperContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/current/confirm/email/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mail an email-confirmation link (code 22 when already confirmed)
         * @description At most 3 letters per account and 10 per client address in 10 minutes, refusals included; past that HTTP 429 with `Retry-After` (seconds) and no letter.
         */
        patch: operations["sendEmailConfirmation"];
        trace?: never;
    };
    "/api/v1/user/confirm/email/token/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Confirm an email with the mailed token (no session needed; code 6 when unknown) */
        patch: operations["confirmEmail"];
        trace?: never;
    };
    "/api/v1/user/current/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's live sessions (browsers signed in), most recently used first
         * @description Each sign-in is a session; it lives until sign-out, its refresh token's expiry or its maximum age (90 days, 12 hours for root). The one making the call has `isCurrent`. An owner who sees one they do not know ends it.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        /** Sign out everywhere else (every session of the user but the caller's) */
        delete: operations["endOtherSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/current/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the user's sessions (code 6 when it is not theirs or already ended) */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/email/revert/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Undo an e-mail change with the link mailed to the previous address (no session needed)
         * @description Puts back the address the letter went to, as confirmed (the link proved the mailbox), ends every session of the account and voids its other mailed links, so whoever changed the address is signed out and recovery goes to the owner again. The link works once, for 7 days (code 6 otherwise); code 28 when another account has taken the address meanwhile. Limited with `completePasswordRecovery` (10 per client address in 10 minutes).
         */
        patch: operations["revertEmailChange"];
        trace?: never;
    };
    "/api/v1/user/current/update/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update the profile; only non-empty fields are sent (multipart, with an optional requisites file) */
        patch: operations["updateCurrentUserInfo"];
        trace?: never;
    };
    "/api/v1/user/current/update/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the password (code 19 wrong current password, 24 confirmation mismatch)
         * @description Wrong current passwords are limited as sign-in failures are: 5 per account from one client address (10 from all addresses; past that only an address without failures may try) in 15 minutes, then 429 with `Retry-After`. A guessable new password is refused with code 12 (detail on `newPassword`). Other sessions end and a letter tells the owner.
         */
        patch: operations["updateCurrentUserPassword"];
        trace?: never;
    };
    "/api/v1/admin/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a user (code 28 when the email is taken) */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        /** Update a user by `id`; absent fields stay unchanged, `null` clears an optional one (see the body) */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/v1/admin/user/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users, newest first, filtered by a search over email, names, phone and company */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /** One user */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/user/{userId}/requisites": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /** The user's uploaded requisites file (code 6 when none) */
        get: operations["downloadUserRequisites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's cart (code 30 when there is none; the client then shows an empty cart) */
        get: operations["getCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add quantities to cart lines (creates the cart and the anonymous id when missing)
         * @description Code 14 when a product cannot be purchased (deleted or not sold), code 6 when it does not exist; nothing is added then.
         */
        post: operations["addCartProducts"];
        /** Subtract quantities from cart lines (a line reaching 0 is removed) */
        delete: operations["removeCartProducts"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart/quick-order/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve up to 500 "article quantity" lines for the quick order (nothing is added)
         * @description Our addition (B2B quick order by article). Each line's article is normalised as search does (`DTCO 4.1` = `dtco41`) and looked up among live products. The reply keeps the request's order, one result per line: `found` (with the product card at the caller's price), `not_found`, or `not_purchasable` (not sold). `quantity` is the requested quantity cut to 100000 and `capped` says whether it was cut. The client then adds the found lines with one `addCartProducts` call.
         */
        post: operations["resolveQuickOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/favorites/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a product to favorites (idempotent); replies with all favorite ids */
        post: operations["addFavorite"];
        /** Remove a product from favorites (idempotent); replies with all favorite ids */
        delete: operations["removeFavorite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/favorites/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Favorite products, most recently added first */
        get: operations["listFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/favorites/ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ids of all favorite products (our addition, to mark products in any listing) */
        get: operations["listFavoriteIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/category/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories of one level (root when `parentId` is absent), by position */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/category/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole category tree, each level by position */
        get: operations["getCategoryTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/category/by-slug/{categorySlug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categorySlug: components["parameters"]["CategorySlug"];
            };
            cookie?: never;
        };
        /** One category with its breadcrumbs and direct children (code 6 when unknown or deleted) */
        get: operations["getCategoryBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a category (code 8 when the slug is taken, 10 when the image is not an image) */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/category/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories for the admin, flat, with deleted ones on request */
        get: operations["listAdminCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/category/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categoryId: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        /** One category, deleted or not */
        get: operations["getAdminCategory"];
        put?: never;
        post?: never;
        /** Soft-delete a category and its subtree (code 2 when already deleted) */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        /** Update or move a category (a cycle in the tree answers code 12) */
        patch: operations["updateCategory"];
        trace?: never;
    };
    "/api/v1/admin/category/{categoryId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categoryId: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a soft delete (its parent must not be deleted, else code 12) */
        post: operations["restoreCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/category/{categoryId}/product/list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categoryId: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        /** Products of a category (the category update page's product-list sub-page) */
        get: operations["listAdminCategoryProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product listing of one category (with its subtree) or of all products, with facets
         * @description Facet counts are computed with every filter applied except the facet's own, so choosing a value never hides its siblings. Only live products are listed (not deleted, not `not_sold`). The price sorts order by the base price (an index, so every page costs the same); the price filter and the price facet use the caller's personal price. An unknown category slug or attribute id answers code 6, a malformed attribute filter code 12.
         */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/by-slug/{productSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productSlug: components["parameters"]["ProductSlug"];
            };
            cookie?: never;
        };
        /** One product with attributes, multimedia and relations (code 6 when unknown or deleted) */
        get: operations["getProductBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a product (code 27 article taken, 8 slug taken) */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/product/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products for the admin, searchable by title and article
         * @description Our design decision for catalogues of a million products: each page's ids are read from an index
         *     on (created_at, id) and only those rows are joined, and `pagination.total` is counted up to 10 000
         *     at most (a total of 10 000 means "10 000 or more"), so every page costs about the same.
         */
        get: operations["listAdminProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/product/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        /** One product, deleted or not */
        get: operations["getAdminProduct"];
        put?: never;
        post?: never;
        /** Soft-delete a product (code 3 when already deleted); it leaves carts and favorites */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        /** Update a product's main fields */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/api/v1/admin/product/{productId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a soft delete */
        post: operations["restoreProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/product/{productId}/relations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        /** Analogues, accessories and related products of a product */
        get: operations["getProductRelations"];
        /** Replace all relations; list order is display order (a self-reference answers code 12) */
        put: operations["replaceProductRelations"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/product/{productId}/attributes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        /** The product's attribute values grouped by attribute group */
        get: operations["getProductAttributes"];
        /** Replace all attribute values (a value of the wrong type or an unknown enum option answers code 12) */
        put: operations["replaceProductAttributes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/product/{productId}/multimedia": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        /** The product's images in display order */
        get: operations["listProductMultimedia"];
        put?: never;
        /** Attach a media-library image (code 10 when the file is not an image); the first becomes main */
        post: operations["addProductMultimedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/product/{productId}/multimedia/order": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        get?: never;
        /** Set the display order; the list must hold every multimedia id of the product once (else code 12) */
        put: operations["reorderProductMultimedia"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/product/{productId}/multimedia/{multimediaId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
                multimediaId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Detach an image (the file stays in the media library); the next one becomes main */
        delete: operations["removeProductMultimedia"];
        options?: never;
        head?: never;
        /** Change the alt text or make this the main image */
        patch: operations["updateProductMultimedia"];
        trace?: never;
    };
    "/api/v1/admin/product/{productId}/group-prices": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        /** Prices of the product per customer group */
        get: operations["getProductGroupPrices"];
        /** Replace the product's group prices (groups left out get no group price) */
        put: operations["replaceProductGroupPrices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/product/{productId}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        /** The product's counted stock (a product that is not counted answers `tracked` false) */
        get: operations["getProductStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Whether the product is sold on order when none is free, its supplier lead time, and a stopped sale; a product that is not counted starts being counted with nothing on hand */
        patch: operations["updateProductStockSettings"];
        trace?: never;
    };
    "/api/v1/admin/product/{productId}/stock/adjustment": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets the quantity on hand after a count, a delivery or a loss, with the reason; a product that is not counted starts being counted. `expectedOnHand` is the quantity the administrator saw (null: not counted yet): when the stock has changed since, the call answers code 32 and changes nothing. On hand below what open orders hold is refused with code 12 unless the product is sold on order. */
        post: operations["adjustProductStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/product/{productId}/stock/movements": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        /** Every change of the product's stock, newest first */
        get: operations["listProductStockMovements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/{productId}/back-in-stock": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for one letter when an out-of-stock product can be bought again (204 also when already asked)
         * @description The address is `email` when given, else the signed-in user's; a caller without a session and without `email` is code 12 on `email`. Code 6 for an unknown or deleted product; 32 when the product is not `out_of_stock` (already buyable, or not sold); 12 on `email` when the address already waits for 50 products; 429 past the limits (see the tag). A Bearer token that is not valid is HTTP 401.
         */
        post: operations["subscribeBackInStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/back-in-stock/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel every back-in-stock subscription of the address a letter went to (the letter's link)
         * @description 204, also when there is nothing left to cancel; code 6 for a token the shop did not sign. No session is needed: the token itself is the proof.
         */
        post: operations["unsubscribeBackInStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ranked product search with highlights
         * @description Each source of candidates (exact article, article prefix, title words, any words, typo guesses) stops
         *     after 300 index matches and only those are ranked, so a word half the catalogue contains costs what a
         *     rare one costs; `pagination.total` is therefore counted up to 300 (a total of 300 means "300 or more").
         *     A query that is a product's exact article in any spelling ('DTCO 4.1', 'dtco-4.1') answers that product
         *     and the articles it begins, without the word and typo look-ups.
         */
        get: operations["searchProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/search/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Type-ahead suggestions (a few products and categories) */
        get: operations["suggestSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make an order from the caller's cart and empty the cart
         * @description Code 15 when the cart is empty, 14 when a line cannot be purchased, 18 when the email is not confirmed, 20 when neither the user nor the contact has a phone. Prices are frozen at the caller's personal prices of this moment. The letter about the order goes to the account's confirmed e-mail, never to `contact.email` (that stays order data for the shop). At most 10 checkouts per account and 60 per client address in 10 minutes, refusals and retries included; past that HTTP 429 with `Retry-After` (seconds) and nothing is done.
         */
        post: operations["checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/checkout/prefill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Starting values of the checkout form (the last order's, else the profile's) */
        get: operations["getCheckoutPrefill"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's orders, newest first */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        /** One of the caller's orders (code 16 when it is someone else's) */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an own order in status created (code 32 otherwise)
         * @description The letter about it goes to the account's confirmed e-mail (none while it is not confirmed). At most 10 cancels per account and 60 per client address in 10 minutes, refusals included; past that HTTP 429 with `Retry-After` (seconds) and nothing is done.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/{orderId}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        /** The invoice (счёт на оплату) of an own company order as PDF (code 16 for someone else's, 6 for an individual's) */
        get: operations["getOrderInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/order/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All orders, newest first, searchable by number, email, company, INN */
        get: operations["listAdminOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/order/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered admin order list as an XLSX workbook (at most 100000 rows, newest first) */
        get: operations["exportAdminOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/order/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        /** One order (the /admin/order/info page) */
        get: operations["getAdminOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the shipping cost or the manager's comment of an order in status created (code 32 otherwise) */
        patch: operations["updateOrder"];
        trace?: never;
    };
    "/api/v1/admin/order/{orderId}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        /** The invoice of a company order as PDF (code 6 for an individual's) */
        get: operations["getAdminOrderInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/order/{orderId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move an order to canceled or completed (code 32 for a forbidden transition) */
        patch: operations["changeOrderStatus"];
        trace?: never;
    };
    "/api/v1/admin/order/{orderId}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a payment or a refund of an order (codes 12 and 32, see the tag) */
        post: operations["recordOrderPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/order/{orderId}/shipment": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move an order's shipment to the next step (code 32 for a step not allowed, 12 for shipped without a carrier) */
        post: operations["changeOrderShipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/order/{orderId}/document": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a closing document (PDF) to an order for its customer to download */
        post: operations["uploadOrderDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/order/{orderId}/document/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        /** Download a document of an order (code 6 when the order has no such document) */
        get: operations["getAdminOrderDocument"];
        put?: never;
        post?: never;
        /** Remove a document from an order (code 6 when the order has no such document) */
        delete: operations["deleteOrderDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/{orderId}/document/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        /** Download a document of an own order (code 16 for someone else's, 6 when there is no such document) */
        get: operations["getOrderDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/customer/group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a customer group (code 4 when the title is taken) */
        post: operations["createCustomerGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/customer/group/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customer groups by title */
        get: operations["listCustomerGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/customer/group/{customerGroupId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerGroupId: components["parameters"]["CustomerGroupId"];
            };
            cookie?: never;
        };
        /** One customer group */
        get: operations["getCustomerGroup"];
        put?: never;
        post?: never;
        /** Delete a group; members lose it and its group prices go (members' pages reload, SPEC 4) */
        delete: operations["deleteCustomerGroup"];
        options?: never;
        head?: never;
        /** Update a customer group */
        patch: operations["updateCustomerGroup"];
        trace?: never;
    };
    "/api/v1/admin/customer/group/{customerGroupId}/member/list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerGroupId: components["parameters"]["CustomerGroupId"];
            };
            cookie?: never;
        };
        /** Members of a group */
        get: operations["listCustomerGroupMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/customer/group/{customerGroupId}/member": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerGroupId: components["parameters"]["CustomerGroupId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put users into the group (moving them from any other group; code 9 for a non-customer) */
        post: operations["addCustomerGroupMembers"];
        /** Take users out of the group (code 13 for a user not in it) */
        delete: operations["removeCustomerGroupMembers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/customer/group/{customerGroupId}/price/list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerGroupId: components["parameters"]["CustomerGroupId"];
            };
            cookie?: never;
        };
        /** Products that have a price in this group */
        get: operations["listCustomerGroupPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/customer/group/{customerGroupId}/price": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerGroupId: components["parameters"]["CustomerGroupId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set (price) or remove (null) group prices of several products at once */
        patch: operations["setCustomerGroupPrices"];
        trace?: never;
    };
    "/api/v1/admin/attribute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Create (id null) or update an attribute; changing the type of a used attribute answers code 12 */
        put: operations["upsertAttribute"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/attribute/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Attributes, by group then position */
        get: operations["listAttributes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/attribute/{attributeId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attributeId: components["parameters"]["AttributeId"];
            };
            cookie?: never;
        };
        /** One attribute */
        get: operations["getAttribute"];
        put?: never;
        post?: never;
        /** Delete an attribute that no product uses (code 11 while products carry a value of it) */
        delete: operations["deleteAttribute"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/attribute-group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Create (id null) or update an attribute group (code 4 when the title is taken) */
        put: operations["upsertAttributeGroup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/attribute-group/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Attribute groups by position */
        get: operations["listAttributeGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/attribute-group/{attributeGroupId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attributeGroupId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /** One attribute group */
        get: operations["getAttributeGroup"];
        put?: never;
        post?: never;
        /** Delete an empty attribute group (code 11 while it holds attributes) */
        delete: operations["deleteAttributeGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/integrator-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit an integrator request (26 guest, 9 root, 18 e-mail not confirmed, 32 not allowed now, 12 bad ИНН) */
        post: operations["createIntegratorRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/integrator-request/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's most recent integrator request, or null */
        get: operations["getLatestIntegratorRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/integrator-request/{integratorRequestId}/self-denial": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integratorRequestId: components["parameters"]["IntegratorRequestId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** The customer withdraws a pending request (status self-denial; code 16 not own, 32 not pending) */
        patch: operations["withdrawIntegratorRequest"];
        trace?: never;
    };
    "/api/v1/admin/integrator-request/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Integrator requests, newest first */
        get: operations["listIntegratorRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/integrator-request/{integratorRequestId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integratorRequestId: components["parameters"]["IntegratorRequestId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Confirm (with a customer group) or reject a pending request (code 32 when not pending) */
        patch: operations["changeIntegratorRequestStatus"];
        trace?: never;
    };
    "/api/v1/content-page/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ContentPageSlug"];
            };
            cookie?: never;
        };
        /** A static page as the storefront shows it (its built-in text until an administrator edits it) */
        get: operations["getContentPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/content-page/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All four static pages with their text, built-in or edited */
        get: operations["listAdminContentPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/content-page/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ContentPageSlug"];
            };
            cookie?: never;
        };
        get?: never;
        /** Replace a page's title, text and SEO fields (the HTML is sanitised; code 12 naming the field) */
        put: operations["updateContentPage"];
        post?: never;
        /** Return a page to its built-in text */
        delete: operations["resetContentPage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The admin home's figures, latest orders and 30 days of orders by day */
        get: operations["getAdminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/media/folder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a folder (code 4 when a sibling has the same title) */
        post: operations["createMediaFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/media/folder/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Folders of one level (root when `parentId` is absent), by title */
        get: operations["listMediaFolders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/media/folder/{folderId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folderId: components["parameters"]["FolderId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an empty folder (code 7 'Папка должна быть пустой' otherwise) */
        delete: operations["deleteMediaFolder"];
        options?: never;
        head?: never;
        /** Rename or move a folder */
        patch: operations["updateMediaFolder"];
        trace?: never;
    };
    "/api/v1/admin/media/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an image (max 50 MB; checked by content, code 10 for anything else; stored with webp variants) */
        post: operations["uploadMediaFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/media/file/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Files of a folder (root when `folderId` is absent), newest first */
        get: operations["listMediaFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/media/file/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a file and its variants (code 17 while a category, product or setting uses it) */
        delete: operations["deleteMediaFile"];
        options?: never;
        head?: never;
        /** Rename a file, set its alternative text or move it to another folder */
        patch: operations["updateMediaFile"];
        trace?: never;
    };
    "/api/v1/route-rules/redirect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The redirect for a storefront path, or null */
        get: operations["getRedirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/route-rule/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Redirect rules by source path */
        get: operations["listRouteRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/route-rule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Create (id null) or update a redirect rule (code 4 when the source path is taken) */
        put: operations["upsertRouteRule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/route-rule/{routeRuleId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                routeRuleId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a redirect rule */
        delete: operations["deleteRouteRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sitemap/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live categories and the number of live products, to plan the sitemap files
         * @description Categories are those of the public tree (live, every ancestor live), by slug. The product count covers every live product, `not_sold` ones included, and is what `listSitemapProducts` pages through; it is counted from the sitemap's index, not the listing's.
         */
        get: operations["getSitemapSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sitemap/product/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A keyset page of live products (slug and last change), by id
         * @description Our design decision: keyset paging instead of `page`/`limit`, so a crawl of 100 000 products is a few cheap index reads rather than a thousand listing queries. Pass the previous reply's `nextAfter` as `after` until it is null; products created or deleted meanwhile may be missed or seen, none is repeated. `not_sold` products are included.
         */
        get: operations["listSitemapProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorEnvelope: {
            /** @description Code from the catalogue (libs/shared/errors) */
            error: number;
            /** @description Human-readable Russian message; never internals */
            message: string;
            /** @description Field-level problems of a request that failed validation */
            details?: {
                field: string;
                message: string;
            }[];
        };
        /** @description Says only that the API and its database answer; which engine or version is not told (issue */
        HealthReply: {
            /** @enum {string} */
            status: "ok";
        };
        LogEntry: {
            /**
             * @description The client's level. The server log takes a client's entry at this level but at most at `warn`
             *     (the client's level is kept beside it), so no client can raise the server's errors or alerts;
             *     `fatal` is the server's own and refused (code 12).
             * @enum {string}
             */
            level: "trace" | "debug" | "info" | "warn" | "error";
            /** @description Where on the client the entry was made (component, route or module) */
            placement: string;
            /** @description Anything JSON; the whole request body is capped at 16 KiB */
            payload: unknown;
        };
        FileReference: {
            title: string;
            extension: string;
            bucketName: string;
            /** @description Starts with '/'; public URL = storage base + '/' + bucketName + path */
            path: string;
        };
        SiteSettings: {
            priceListFile: components["schemas"]["FileReference"] | null;
            requisitesFile: components["schemas"]["FileReference"] | null;
            /** @description Order total in roubles from which shipping is free, as an exact decimal string without trailing zeros ("15000", "1500.5"); "0" (the default) means the shop offers no free shipping */
            freeShippingCost: string;
            thematicTheme: components["schemas"]["ThematicTheme"];
        };
        /** @enum {string} */
        ThematicTheme: "default" | "new_year";
        /** @description The public settings with the ones only an administrator sees */
        AdminSiteSettings: {
            priceListFile: components["schemas"]["FileReference"] | null;
            requisitesFile: components["schemas"]["FileReference"] | null;
            /** @description As in SiteSettings */
            freeShippingCost: string;
            thematicTheme: components["schemas"]["ThematicTheme"];
            /** @description The seller printed on invoices; null until an administrator fills it in (the invoice shows blanks) */
            seller: components["schemas"]["SellerRequisites"] | null;
            vatRate: components["schemas"]["VatRate"];
            /** @description Where the notice of each new order goes; null = nobody is told */
            orderEmail: string | null;
            /** @description The last change; null while nothing is stored */
            updatedAt: components["schemas"]["Timestamp"] | null;
        };
        /**
         * @description НДС of new orders in percent, or `none` (Без НДС: the simplified taxation system without НДС, or an exemption; the invoice prints «Без налога (НДС)» and the line «НДС не облагается»). 22 % is the standard rate since 1 January 2026 (425-ФЗ) and the default; 10 % is for socially important goods; 7 % and 5 % are the reduced rates of the simplified system; 0 % is export. 20 % is no longer offered: it stays only on orders placed before 2026 (see OrderVatRate).
         * @enum {string}
         */
        VatRate: "22" | "10" | "7" | "5" | "0" | "none";
        /**
         * @description The НДС rate an order was placed with: the shop's VatRate at checkout, kept for good, so a later change of the setting never rewrites an issued invoice; 20 % only on orders placed before 2026
         * @enum {string}
         */
        OrderVatRate: "22" | "20" | "10" | "7" | "5" | "0" | "none";
        /** @description The seller block of an invoice */
        SellerRequisites: {
            title: string;
            inn: string;
            kpp: string | null;
            ogrn: string | null;
            legalAddress: string;
            bankName: string;
            bik: string;
            checkingAccount: string;
            correspondentAccount: string;
            phone: string | null;
            /** @description The head who signs invoices, as printed */
            director: string | null;
            /** @description The chief accountant, as printed */
            accountant: string | null;
        };
        /** @description The seller as an administrator sends it. Lengths only are bounded here: the server trims and checks the values (ИНН of 10 digits needs a КПП, of 12 digits has none; the bank fields are required) and answers code 12 with `seller.<field>` and the reason in Russian. */
        SellerRequisitesInput: {
            title: string;
            inn: string;
            kpp: string | null;
            ogrn: string | null;
            legalAddress: string;
            bankName: string;
            bik: string;
            checkingAccount: string;
            correspondentAccount: string;
            phone: string | null;
            director: string | null;
            accountant: string | null;
        };
        /** @enum {string} */
        SiteSettingsField: "priceListFile" | "requisitesFile" | "freeShippingCost" | "thematicTheme" | "seller" | "vatRate" | "orderEmail";
        /** @description One setting's change. The values are as the settings show them: a string for freeShippingCost, thematicTheme, vatRate and orderEmail; `{ title, extension }` for a file; the whole SellerRequisites for the seller; null for none. */
        SiteSettingsChange: {
            id: components["schemas"]["Id"];
            field: components["schemas"]["SiteSettingsField"];
            oldValue: components["schemas"]["SiteSettingsValue"];
            newValue: components["schemas"]["SiteSettingsValue"];
            changedAt: components["schemas"]["Timestamp"];
            /** @description Who made the change; null when that user has since been deleted, or when a migration made it (the move from 20 % to 22 %) */
            changedBy: components["schemas"]["UserRef"] | null;
            /** @description Why, in Russian, when the shop itself made the change (a migration, such as the move to НДС 22 %); null for an administrator's change */
            note: string | null;
        };
        SiteSettingsValue: null | string | components["schemas"]["FileTitle"] | components["schemas"]["SellerRequisites"];
        /** @description A file as a change records it; the download name is title + '.' + extension */
        FileTitle: {
            title: string;
            extension: string;
        };
        /** Format: uuid */
        Id: string;
        /** Format: email */
        Email: string;
        /** @description Lower-case latin letters, digits and single hyphens; unique per entity (code 8) */
        Slug: string;
        /**
         * @description Exact amount in roubles with two decimals, e.g. "1234.50" (never a float)
         * @example 1234.50
         */
        Money: string;
        /** @description Non-negative amount in roubles with up to two decimals, e.g. "1234.5" */
        MoneyInput: string;
        NullableMoneyInput: string | null;
        /** Format: date-time */
        Timestamp: string;
        Pagination: {
            page: number;
            limit: number;
            /** @description Number of records over all pages */
            total: number;
        };
        SitemapEntry: {
            slug: components["schemas"]["Slug"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        SitemapProductEntry: {
            id: components["schemas"]["Id"];
            slug: components["schemas"]["Slug"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        Redirect: {
            /** @description A path, or an absolute URL (then a full page load) */
            to: string;
            /** @enum {integer} */
            status: 301 | 302;
        };
        RouteRule: {
            id: components["schemas"]["Id"];
            from: string;
            to: string;
            /** @enum {integer} */
            status: 301 | 302;
            createdAt: components["schemas"]["Timestamp"];
        };
        /** @enum {string} */
        Role: "root" | "customer" | "guest";
        /** @enum {string} */
        Gender: "male" | "female";
        NullablePassword: string | null;
        NullableName: string | null;
        /** @description Stored normalised as +7XXXXXXXXXX for Russian numbers */
        NullablePhone: string | null;
        Jwt: {
            accessToken: string;
            refreshToken: string;
        };
        LoginRequest: {
            /** Format: email */
            email: string | null;
            password: string | null;
        };
        BackInStockSubscriptionInput: {
            email?: components["schemas"]["Email"];
        };
        RegisterCustomerRequest: {
            /** Format: email */
            email: string | null;
            password: components["schemas"]["NullablePassword"];
            firstName?: components["schemas"]["NullableName"];
            middleName?: components["schemas"]["NullableName"];
            lastName?: components["schemas"]["NullableName"];
            phone?: components["schemas"]["NullablePhone"];
            companyTitle?: string | null;
            position?: string | null;
        };
        RefreshTokenRequest: {
            refreshToken?: string | null;
        };
        UpdatePasswordRequest: {
            oldPassword: string | null;
            newPassword: components["schemas"]["NullablePassword"];
            newPasswordConfirmation: components["schemas"]["NullablePassword"];
        };
        AuthSession: {
            id: components["schemas"]["Id"];
            /** Format: date-time */
            signedInAt: string;
            /**
             * Format: date-time
             * @description The last refresh
             */
            lastSeenAt: string;
            /** @description The browser's User-Agent at sign-in (first 300 characters) */
            userAgent: string | null;
            /** @description The client address of the sign-in */
            ip: string | null;
            /** @description The session making this call */
            isCurrent: boolean;
        };
        /** @description Multipart form; only non-empty fields are sent (SPEC 5). A new email needs `currentPassword` (code 12 with a detail on it when absent, 19 when wrong, limited as in `updateCurrentUserPassword`) and must be confirmed again; the previous address gets a letter with a link that undoes the change (`revertEmailChange`). */
        UpdateCurrentUserInfoForm: {
            email?: components["schemas"]["Email"];
            /** @description The account's password; required with a new `email`, ignored otherwise. */
            currentPassword?: string;
            phone?: string;
            firstName?: string;
            middleName?: string;
            lastName?: string;
            companyTitle?: string;
            position?: string;
            /**
             * Format: binary
             * @description The company's requisites (pdf, doc, docx, xls, xlsx, jpg, png; max 10 MB)
             */
            requisitesFile?: Blob;
        };
        CustomerUser: {
            id: components["schemas"]["Id"];
            email: string;
            emailIsConfirmed: boolean;
            phone: string | null;
            phoneIsConfirmed: boolean;
            firstName: string | null;
            middleName: string | null;
            lastName: string | null;
            isActive: boolean;
            role: components["schemas"]["Role"];
            /** Format: uuid */
            requisitesFileId: string | null;
            companyTitle: string | null;
            position: string | null;
            isCustomerGroupAssigned: boolean;
            latestIntegratorRequestStatus: components["schemas"]["IntegratorRequestStatus"] | null;
        };
        AdminUser: {
            id: components["schemas"]["Id"];
            email: string;
            emailIsConfirmed: boolean;
            phone: string | null;
            phoneIsConfirmed: boolean;
            firstName: string | null;
            middleName: string | null;
            lastName: string | null;
            gender: components["schemas"]["Gender"] | null;
            isActive: boolean;
            role: components["schemas"]["Role"];
            requisitesFile: components["schemas"]["FileReference"] | null;
            companyTitle: string | null;
            position: string | null;
            customerGroup: components["schemas"]["CustomerGroupRef"] | null;
            latestIntegratorRequestStatus: components["schemas"]["IntegratorRequestStatus"] | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        AdminUserCreateRequest: {
            /** Format: email */
            email: string | null;
            password: components["schemas"]["NullablePassword"];
            /** @description null = customer (the default role of a new user) */
            role: components["schemas"]["Role"] | null;
            isActive?: boolean | null;
            emailIsConfirmed?: boolean | null;
            firstName?: components["schemas"]["NullableName"];
            middleName?: components["schemas"]["NullableName"];
            lastName?: components["schemas"]["NullableName"];
            gender?: components["schemas"]["Gender"] | null;
            phone?: components["schemas"]["NullablePhone"];
            companyTitle?: string | null;
            position?: string | null;
            /** Format: uuid */
            customerGroupId?: string | null;
        };
        /** @description An absent field stays unchanged. The optional fields (firstName, middleName, lastName, phone, companyTitle, position, gender) are cleared by `null`; a name, company or position that is empty after trimming counts as `null` (an empty phone fails its pattern: send `null`). The other fields cannot be cleared, so `null` leaves them unchanged too: email, role, isActive, emailIsConfirmed, customerGroupId, and password (`null` keeps it). The admin form sends every field, empty ones as `null` (SPEC 5), so an emptied field is saved as cleared. */
        AdminUserUpdateRequest: {
            id: components["schemas"]["Id"];
            /** Format: email */
            email?: string | null;
            password?: components["schemas"]["NullablePassword"];
            role?: components["schemas"]["Role"] | null;
            isActive?: boolean | null;
            emailIsConfirmed?: boolean | null;
            firstName?: components["schemas"]["NullableName"];
            middleName?: components["schemas"]["NullableName"];
            lastName?: components["schemas"]["NullableName"];
            gender?: components["schemas"]["Gender"] | null;
            phone?: components["schemas"]["NullablePhone"];
            companyTitle?: string | null;
            position?: string | null;
            /**
             * Format: uuid
             * @description Membership is managed in customer groups; here null = unchanged
             */
            customerGroupId?: string | null;
        };
        UserRef: {
            id: components["schemas"]["Id"];
            email: string;
            firstName: string | null;
            lastName: string | null;
            companyTitle: string | null;
        };
        CartProductInput: {
            productId: components["schemas"]["Id"];
            quantity: number;
        };
        Cart: {
            id: components["schemas"]["Id"];
            createdAt: components["schemas"]["Timestamp"];
            /** Format: uuid */
            userId: string | null;
            cartProductList: components["schemas"]["CartLine"][];
            /** @description Sum of personalPrice x quantity over the lines that can be purchased */
            total: components["schemas"]["Money"];
            /** @description Number of lines (products), purchasable or not; the header badge shows it */
            lineCount: number;
        };
        CartLine: {
            quantity: number;
            product: components["schemas"]["ProductCard"];
            /** @description The quantity is more than the free stock of a counted product that is in stock and not sold on order: checkout would refuse the line (code 14) until the quantity is lowered */
            exceedsStock: boolean;
            /** @description false when the product was deleted or is not sold; such a line is kept, left out of the total, and refused at checkout (code 14) */
            isPurchasable: boolean;
            /** @description Why the line cannot be bought; null when it can */
            unavailableReason: ("deleted" | "not_sold" | "out_of_stock") | null;
            /** @description personalPrice x quantity (exact); counted in the cart total only when the line is purchasable */
            sum: components["schemas"]["Money"];
        };
        QuickOrderLineInput: {
            article: string;
            /** @description More than 100000 is accepted and answered cut to the cap (`capped`) */
            quantity: number;
        };
        QuickOrderLine: {
            /** @description The article as requested */
            article: string;
            /** @enum {string} */
            status: "found" | "not_found" | "not_purchasable";
            /** @description The requested quantity cut to 100000 */
            quantity: number;
            /** @description The requested quantity was over 100000 */
            capped: boolean;
            /** @description As a cart line's exceedsStock, for the quantity requested (false when not found) */
            exceedsStock: boolean;
            /** @description The product for found and not_purchasable lines; null when not found */
            product: components["schemas"]["ProductCard"] | null;
        };
        ImageVariant: {
            /** @description One of 320, 640, 768, 1024, 1280, 1536 below the original, or the original width itself (capped at 1536) */
            width: number;
            /** @description Public URL of the webp file */
            url: string;
        };
        /** @description An image with webp variants for `srcset` (densities 1 and 2); variants wider than the original are omitted */
        Image: {
            fileId: components["schemas"]["Id"];
            /** @description Public URL of the original */
            url: string;
            alt: string | null;
            width: number;
            height: number;
            variants: components["schemas"]["ImageVariant"][];
        };
        CategoryRef: {
            id: components["schemas"]["Id"];
            slug: string;
            title: string;
        };
        Category: {
            id: components["schemas"]["Id"];
            /** Format: uuid */
            parentId: string | null;
            position: number;
            title: string;
            slug: string;
            /** @description Sanitised HTML (rich text) */
            description: string | null;
            image: components["schemas"]["Image"] | null;
            seoTitle: string | null;
            seoDescription: string | null;
            /** @description Products in this category and its subtree */
            productCount: number;
        };
        CategoryTreeNode: {
            id: components["schemas"]["Id"];
            slug: string;
            title: string;
            position: number;
            productCount: number;
            image: components["schemas"]["Image"] | null;
            children: components["schemas"]["CategoryTreeNode"][];
        };
        AdminCategory: {
            id: components["schemas"]["Id"];
            /** Format: uuid */
            parentId: string | null;
            position: number;
            title: string;
            slug: string;
            description: string | null;
            image: components["schemas"]["Image"] | null;
            seoTitle: string | null;
            seoDescription: string | null;
            productCount: number;
            /** Format: date-time */
            deletedAt: string | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        CategoryCreateRequest: {
            /** Format: uuid */
            parentId?: string | null;
            /** @description Absent = last among siblings */
            position?: number;
            title: string;
            slug: components["schemas"]["Slug"];
            description?: string | null;
            /**
             * Format: uuid
             * @description A media-library image (code 10 otherwise)
             */
            imageFileId?: string | null;
            seoTitle?: string | null;
            seoDescription?: string | null;
        };
        /** @description Absent fields stay unchanged; null clears a nullable field */
        CategoryUpdateRequest: {
            /** Format: uuid */
            parentId?: string | null;
            position?: number;
            title?: string;
            slug?: components["schemas"]["Slug"];
            description?: string | null;
            /** Format: uuid */
            imageFileId?: string | null;
            seoTitle?: string | null;
            seoDescription?: string | null;
        };
        /**
         * @description in_stock = ships now; on_order = delivered on order (lead time); not_sold = shown but cannot be purchased (code 14); out_of_stock = counted and none free (code 14 until stock returns; see the `stock` tag)
         * @enum {string}
         */
        Availability: "in_stock" | "on_order" | "not_sold" | "out_of_stock";
        ProductStock: {
            productId: components["schemas"]["Id"];
            /** @description False: not counted, the availability is set by hand */
            tracked: boolean;
            onHand: number;
            /** @description Held by open orders */
            reserved: number;
            /** @description On hand and not reserved */
            free: number;
            /** @description Sold on order when none is free */
            backorder: boolean;
            leadTimeDays: number | null;
            /** @description «Не продаётся» set by hand */
            saleStopped: boolean;
            availability: components["schemas"]["Availability"];
            updatedAt: components["schemas"]["Timestamp"] | null;
        };
        /**
         * @description What a shopper is shown of a counted product's stock: its availability, with low for in_stock with 5 pieces free or fewer («Мало»)
         * @enum {string}
         */
        StockLevel: "in_stock" | "low" | "on_order" | "out_of_stock" | "not_sold";
        /** @description What the caller is shown of a counted product's stock (see the stock tag). The free quantity goes to customers of a customer group only: a guest's or an ungrouped customer's reply never carries a number. */
        ShownStock: {
            level: components["schemas"]["StockLevel"];
            /** @description On on_order only, the supplier's lead time in days; null when not known or not on order */
            leadTimeDays: number | null;
            /** @description For a customer of a customer group only, on in_stock and low */
            free?: {
                /** @description The free pieces, cut at 50 */
                quantity: number;
                /** @description More than quantity are free (shown as «> 50 шт.») */
                more: boolean;
            };
        };
        ProductStockSettingsInput: {
            backorder?: boolean;
            leadTimeDays?: number | null;
            saleStopped?: boolean;
        };
        StockAdjustmentInput: {
            onHand: number;
            reason: string;
            expectedOnHand: number | null;
        };
        /**
         * @description adjustment = the administrator's count; reserve = held by a new order; release = freed by a cancelled order; write_off = shipped with a completed order
         * @enum {string}
         */
        StockMovementKind: "adjustment" | "reserve" | "release" | "write_off";
        StockMovement: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["StockMovementKind"];
            onHandFrom: number;
            onHandTo: number;
            reservedFrom: number;
            reservedTo: number;
            order: {
                id: components["schemas"]["Id"];
                number: number;
            } | null;
            reason: string | null;
            /** @description Who made it (null when that user has since been deleted) */
            changedBy: components["schemas"]["UserRef"] | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        /**
         * @default newest
         * @enum {string}
         */
        ProductSort: "newest" | "price_asc" | "price_desc" | "title_asc" | "title_desc";
        ProductRef: {
            id: components["schemas"]["Id"];
            slug: string;
            article: string;
            title: string;
        };
        /** @description A product in lists, carts and favorites */
        ProductCard: {
            id: components["schemas"]["Id"];
            slug: string;
            article: string;
            title: string;
            basePrice: components["schemas"]["Money"];
            /** @description The price for the caller (see the products tag) */
            personalPrice: components["schemas"]["Money"];
            availability: components["schemas"]["Availability"];
            /** @description What the caller is shown of the counted stock; null when the product is not counted */
            stock: components["schemas"]["ShownStock"] | null;
            mainImage: components["schemas"]["Image"] | null;
            /** @description For the /category/{categorySlug}/product/{productSlug} link; null when uncategorised */
            primaryCategory: components["schemas"]["CategoryRef"] | null;
        };
        AttributeValue: {
            attributeId: components["schemas"]["Id"];
            title: string;
            type: components["schemas"]["AttributeType"];
            unit: string | null;
            /** @description string for string and enum, number for number, boolean for boolean */
            value: string | number | boolean;
            /** @description Ready to show, e.g. "12 В" or "Да" */
            displayValue: string;
        };
        ProductAttributeGroup: {
            /** @description null = attributes outside any group (shown last) */
            attributeGroup: components["schemas"]["AttributeGroupRef"] | null;
            attributeValueList: components["schemas"]["AttributeValue"][];
        };
        AttributeValueInput: {
            attributeId: components["schemas"]["Id"];
            /** @description Must match the attribute's type; for enum one of its options */
            value: string | number | boolean;
        };
        ProductMultimedia: {
            id: components["schemas"]["Id"];
            position: number;
            isMain: boolean;
            image: components["schemas"]["Image"];
        };
        ProductRelations: {
            analogues: components["schemas"]["ProductCard"][];
            accessories: components["schemas"]["ProductCard"][];
            related: components["schemas"]["ProductCard"][];
        };
        ProductRelationsInput: {
            analogues: components["schemas"]["Id"][];
            accessories: components["schemas"]["Id"][];
            related: components["schemas"]["Id"][];
        };
        GroupPrice: {
            customerGroup: components["schemas"]["CustomerGroupRef"];
            price: components["schemas"]["Money"];
        };
        /** @description The public product page */
        Product: {
            id: components["schemas"]["Id"];
            slug: string;
            article: string;
            title: string;
            /** @description Sanitised HTML (rich text) */
            description: string | null;
            basePrice: components["schemas"]["Money"];
            personalPrice: components["schemas"]["Money"];
            availability: components["schemas"]["Availability"];
            /** @description What the caller is shown of the counted stock; null when the product is not counted */
            stock: components["schemas"]["ShownStock"] | null;
            mainImage: components["schemas"]["Image"] | null;
            primaryCategory: components["schemas"]["CategoryRef"] | null;
            categories: components["schemas"]["CategoryRef"][];
            multimedia: components["schemas"]["ProductMultimedia"][];
            attributeGroupList: components["schemas"]["ProductAttributeGroup"][];
            relations: components["schemas"]["ProductRelations"];
            seoTitle: string | null;
            seoDescription: string | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        AdminProductListItem: {
            id: components["schemas"]["Id"];
            slug: string;
            article: string;
            title: string;
            basePrice: components["schemas"]["Money"];
            /** @description For an admin this equals the base price */
            personalPrice: components["schemas"]["Money"];
            availability: components["schemas"]["Availability"];
            mainImage: components["schemas"]["Image"] | null;
            primaryCategory: components["schemas"]["CategoryRef"] | null;
            /** Format: date-time */
            deletedAt: string | null;
            updatedAt: components["schemas"]["Timestamp"];
        };
        AdminProduct: {
            id: components["schemas"]["Id"];
            slug: string;
            article: string;
            title: string;
            description: string | null;
            basePrice: components["schemas"]["Money"];
            personalPrice: components["schemas"]["Money"];
            availability: components["schemas"]["Availability"];
            mainImage: components["schemas"]["Image"] | null;
            /** Format: uuid */
            primaryCategoryId: string | null;
            categoryIdList: components["schemas"]["Id"][];
            seoTitle: string | null;
            seoDescription: string | null;
            /** Format: date-time */
            deletedAt: string | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        ProductCreateRequest: {
            article: string;
            title: string;
            slug: components["schemas"]["Slug"];
            description?: string | null;
            basePrice: components["schemas"]["MoneyInput"];
            availability: components["schemas"]["Availability"];
            categoryIdList?: components["schemas"]["Id"][];
            /**
             * Format: uuid
             * @description Must be one of categoryIdList
             */
            primaryCategoryId?: string | null;
            seoTitle?: string | null;
            seoDescription?: string | null;
        };
        /** @description Absent fields stay unchanged; null clears a nullable field */
        ProductUpdateRequest: {
            article?: string;
            title?: string;
            slug?: components["schemas"]["Slug"];
            description?: string | null;
            basePrice?: components["schemas"]["MoneyInput"];
            availability?: components["schemas"]["Availability"];
            categoryIdList?: components["schemas"]["Id"][];
            /** Format: uuid */
            primaryCategoryId?: string | null;
            seoTitle?: string | null;
            seoDescription?: string | null;
        };
        FacetValue: {
            value: string;
            count: number;
        };
        ProductFacets: {
            price: {
                min: components["schemas"]["Money"] | null;
                max: components["schemas"]["Money"] | null;
            };
            availability: {
                value: components["schemas"]["Availability"];
                count: number;
            }[];
            /** @description Filterable attributes present in the result */
            attributes: {
                attributeId: components["schemas"]["Id"];
                title: string;
                type: components["schemas"]["AttributeType"];
                unit: string | null;
                /** @description For string, enum and boolean attributes ("true"/"false"); empty for number */
                values: components["schemas"]["FacetValue"][];
                /** @description For number attributes; null otherwise */
                range: {
                    min: number;
                    max: number;
                } | null;
            }[];
        };
        SearchHit: {
            product: components["schemas"]["ProductCard"];
            /** @description Relevance, higher is better; comparable within one reply */
            rank: number;
            matchedBy: ("article" | "title" | "description")[];
            highlight: {
                /** @description HTML-escaped title with matches in <mark> */
                title: string;
                /** @description HTML-escaped article with matches in <mark> */
                article: string;
                /** @description Plain-text snippet around the best match, matches in <mark> */
                description: string | null;
            };
        };
        /** @enum {string} */
        OrderStatus: "created" | "canceled" | "completed";
        /** @enum {string} */
        PayerType: "individual" | "company";
        /** @description Requisites of a paying company. INN has 10 digits for an organisation (then KPP is required) and 12 for a sole proprietor (KPP null). Bank fields are optional (null). */
        CompanyRequisites: {
            title: string;
            inn: string;
            /** @description Digits; the fifth and sixth may be capital Latin letters */
            kpp: string | null;
            ogrn: string | null;
            legalAddress: string;
            bankName: string | null;
            bik: string | null;
            checkingAccount: string | null;
            correspondentAccount: string | null;
            /** @description The company's electronic document operator (оператор ЭДО), e.g. "Контур.Диадок"; optional */
            edoOperator?: string | null;
            /** @description The participant id at the ЭДО operator (ИдУчастника ЭДО): the operator's three-character code starting with 2, then up to 43 letters, digits or dashes; optional. Absent in orders placed before issue #28. A malformed one is code 12 at `company.edoParticipantId`. */
            edoParticipantId?: string | null;
        };
        OrderContact: {
            firstName: string;
            lastName: string;
            middleName: string | null;
            phone: string;
            email: components["schemas"]["Email"];
        };
        /** @description The order's contact as the shopper gives it. A null phone takes the profile's; code 20 when the profile has none either. The order stores phones normalised (+7XXXXXXXXXX for Russia). */
        CheckoutContact: {
            firstName: string;
            lastName: string;
            middleName: string | null;
            phone: string | null;
            email: components["schemas"]["Email"];
        };
        /** @enum {string} */
        DeliveryMethod: "pickup" | "courier" | "transport_company";
        /** @description The address is required unless the method is pickup; transportCompany only for transport_company */
        Delivery: {
            method: components["schemas"]["DeliveryMethod"];
            address: string | null;
            /** @description e.g. "СДЭК", "Деловые Линии" */
            transportCompany: string | null;
        };
        CheckoutRequest: {
            payerType: components["schemas"]["PayerType"];
            /** @description Required when payerType is company (code 12 otherwise) */
            company?: components["schemas"]["CompanyRequisites"] | null;
            contact: components["schemas"]["CheckoutContact"];
            delivery: components["schemas"]["Delivery"];
            comment?: string | null;
        };
        /** @description What the checkout form starts with; any value may be missing (null) and the shopper completes it */
        CheckoutPrefill: {
            payerType: components["schemas"]["PayerType"];
            company: {
                title: string | null;
                inn: string | null;
                kpp: string | null;
                ogrn: string | null;
                legalAddress: string | null;
                bankName: string | null;
                bik: string | null;
                checkingAccount: string | null;
                correspondentAccount: string | null;
                edoOperator: string | null;
                edoParticipantId: string | null;
            };
            contact: {
                firstName: string | null;
                lastName: string | null;
                middleName: string | null;
                phone: string | null;
                email: string;
            };
            delivery: components["schemas"]["Delivery"] | null;
        };
        /** @description One step of an order's history; the first has `from` null (the order was made) */
        OrderStatusChange: {
            from: components["schemas"]["OrderStatus"] | null;
            to: components["schemas"]["OrderStatus"];
            changedAt: components["schemas"]["Timestamp"];
            /** @description Who made the change. The admin's view names the user (null when that user has since been deleted). The customer's view (`checkout`, `getOrder`, `cancelOrder`) names only the customer's own steps; a step by the shop's staff or by the shop itself is null there, shown as «Магазин», so no staff id or e-mail reaches a customer (issue #24). */
            changedBy: components["schemas"]["UserRef"] | null;
            comment: string | null;
        };
        OrderLine: {
            /** @description The product now; null when it has since been deleted */
            product: components["schemas"]["ProductCard"] | null;
            /** @description Frozen at order time */
            article: string;
            /** @description Frozen at order time */
            title: string;
            /** @description Unit price frozen at order time */
            price: components["schemas"]["Money"];
            quantity: number;
            total: components["schemas"]["Money"];
        };
        /** @enum {string} */
        PaymentStatus: "awaiting" | "partially_paid" | "paid" | "refunded";
        /** @enum {string} */
        ShipmentStatus: "preparing" | "shipped" | "ready_for_pickup" | "received";
        /**
         * @description УПД, транспортная накладная (ТН), счёт-фактура, another document
         * @enum {string}
         */
        OrderDocumentKind: "upd" | "consignment_note" | "vat_invoice" | "other";
        OrderPaymentInput: {
            /** @enum {string} */
            kind: "payment" | "refund";
            /** @description Above zero; a payment at most what is still due, a refund at most what is paid (code 12) */
            amount: components["schemas"]["MoneyInput"];
            /**
             * Format: date
             * @description The day the money moved (not in the future, code 12)
             */
            paidOn: string;
            /** @description Платёжное поручение or receipt number */
            documentNumber: string;
            comment?: string | null;
        };
        OrderShipmentInput: {
            status: components["schemas"]["ShipmentStatus"];
            /** @description Required for `shipped` (code 12), e.g. "СДЭК", "Деловые Линии", "Курьер магазина" */
            carrier?: string | null;
            /** @description The carrier's waybill (накладная) number */
            waybillNumber?: string | null;
            comment?: string | null;
        };
        OrderPaymentRecord: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            kind: "payment" | "refund";
            amount: components["schemas"]["Money"];
            /** Format: date */
            paidOn: string;
            documentNumber: string;
            comment: string | null;
            /** @description The order's payment status after this record */
            paymentStatus: components["schemas"]["PaymentStatus"];
            recordedAt: components["schemas"]["Timestamp"];
            /** @description The admin who recorded it; null in the customer's view and when that user was deleted */
            recordedBy: components["schemas"]["UserRef"] | null;
        };
        OrderPayment: {
            status: components["schemas"]["PaymentStatus"];
            /** @description Payments less refunds */
            paidAmount: components["schemas"]["Money"];
            /** @description What is left to pay of the total (of the items total while the shipping cost is unknown) */
            amountDue: components["schemas"]["Money"];
            history: components["schemas"]["OrderPaymentRecord"][];
        };
        OrderShipmentChange: {
            from: components["schemas"]["ShipmentStatus"];
            to: components["schemas"]["ShipmentStatus"];
            carrier: string | null;
            waybillNumber: string | null;
            comment: string | null;
            changedAt: components["schemas"]["Timestamp"];
            /** @description The admin who made the step; null in the customer's view and when that user was deleted */
            changedBy: components["schemas"]["UserRef"] | null;
        };
        OrderShipment: {
            status: components["schemas"]["ShipmentStatus"];
            carrier: string | null;
            waybillNumber: string | null;
            history: components["schemas"]["OrderShipmentChange"][];
        };
        OrderDocument: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["OrderDocumentKind"];
            /** @description The download name without ".pdf" */
            title: string;
            /** @description Bytes */
            size: number;
            createdAt: components["schemas"]["Timestamp"];
        };
        OrderSummary: {
            id: components["schemas"]["Id"];
            /** @description Human-facing sequential order number */
            number: number;
            status: components["schemas"]["OrderStatus"];
            paymentStatus: components["schemas"]["PaymentStatus"];
            shipmentStatus: components["schemas"]["ShipmentStatus"];
            payerType: components["schemas"]["PayerType"];
            companyTitle: string | null;
            customer: components["schemas"]["UserRef"];
            itemsTotal: components["schemas"]["Money"];
            /** @description itemsTotal + shippingCost; null until the shipping cost is known */
            total: components["schemas"]["Money"] | null;
            lineCount: number;
            createdAt: components["schemas"]["Timestamp"];
        };
        Order: {
            id: components["schemas"]["Id"];
            number: number;
            status: components["schemas"]["OrderStatus"];
            payerType: components["schemas"]["PayerType"];
            company: components["schemas"]["CompanyRequisites"] | null;
            contact: components["schemas"]["OrderContact"];
            delivery: components["schemas"]["Delivery"];
            comment: string | null;
            managerComment: string | null;
            customer: components["schemas"]["UserRef"];
            lineList: components["schemas"]["OrderLine"][];
            itemsTotal: components["schemas"]["Money"];
            /** @description null until the manager sets it; "0.00" when free shipping was reached */
            shippingCost: components["schemas"]["Money"] | null;
            total: components["schemas"]["Money"] | null;
            vatRate: components["schemas"]["OrderVatRate"];
            /** @description НДС contained in `total` (in `itemsTotal` while the shipping cost is unknown): total × rate / (100 + rate), rounded half up to the kopeck once, on the total; null for `none` (no amount is printed) */
            vatAmount: components["schemas"]["Money"] | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            statusChangedAt: components["schemas"]["Timestamp"];
            statusHistory: components["schemas"]["OrderStatusChange"][];
            payment: components["schemas"]["OrderPayment"];
            shipment: components["schemas"]["OrderShipment"];
            /** @description Oldest first */
            documentList: components["schemas"]["OrderDocument"][];
        };
        CustomerGroupRef: {
            id: components["schemas"]["Id"];
            title: string;
        };
        CustomerGroup: {
            id: components["schemas"]["Id"];
            title: string;
            description: string | null;
            /** @description Discount off the base price for products without a group price, 0..100, exact decimal */
            discountPercent: string;
            memberCount: number;
            /** @description Products with a group price */
            priceCount: number;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        CustomerGroupInput: {
            title: string;
            description?: string | null;
            /** @default 0 */
            discountPercent: string;
        };
        /** @enum {string} */
        AttributeType: "string" | "number" | "boolean" | "enum";
        AttributeOption: {
            id: components["schemas"]["Id"];
            value: string;
            position: number;
        };
        Attribute: {
            id: components["schemas"]["Id"];
            title: string;
            type: components["schemas"]["AttributeType"];
            /** @description e.g. "мм", "В", "кг" */
            unit: string | null;
            isFilterable: boolean;
            position: number;
            attributeGroup: components["schemas"]["AttributeGroupRef"] | null;
            /** @description Options of an enum attribute in display order; empty for other types */
            optionList: components["schemas"]["AttributeOption"][];
            productCount: number;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        AttributeUpsertRequest: {
            /**
             * Format: uuid
             * @description null = create
             */
            id: string | null;
            title: string;
            type: components["schemas"]["AttributeType"];
            unit?: string | null;
            /** @default false */
            isFilterable: boolean;
            position?: number;
            /** Format: uuid */
            attributeGroupId?: string | null;
            /** @description Enum options in display order (required non-empty for enum); removing a used option answers code 11 */
            optionList?: {
                /**
                 * Format: uuid
                 * @description null = new option
                 */
                id?: string | null;
                value: string;
            }[];
        };
        AttributeGroupRef: {
            id: components["schemas"]["Id"];
            title: string;
            position: number;
        };
        AttributeGroup: {
            id: components["schemas"]["Id"];
            title: string;
            position: number;
            attributeCount: number;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        AttributeGroupUpsertRequest: {
            /**
             * Format: uuid
             * @description null = create
             */
            id: string | null;
            title: string;
            position?: number;
        };
        /** @enum {string} */
        IntegratorRequestStatus: "pending" | "confirmed" | "rejected" | "self-denial";
        IntegratorRequestCreateRequest: {
            companyTitle: string;
            inn: string;
            phone: string;
            /** @description Where the integrator installs equipment */
            region: string;
            website?: string | null;
            /** @description Experience, fleets served, expected volumes */
            comment?: string | null;
        };
        IntegratorRequest: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["IntegratorRequestStatus"];
            user: components["schemas"]["UserRef"];
            companyTitle: string;
            inn: string;
            phone: string;
            region: string;
            website: string | null;
            comment: string | null;
            adminComment: string | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        /** @enum {string} */
        ContentPageSlug: "contact" | "delivery" | "user-agreement" | "application-conditions";
        PublicContentPage: {
            slug: components["schemas"]["ContentPageSlug"];
            title: string;
            /** @description Sanitised HTML */
            html: string;
            seoTitle: string | null;
            seoDescription: string | null;
            /** @description When an administrator last edited it; null for the built-in text */
            updatedAt: components["schemas"]["Timestamp"] | null;
        };
        ContentPage: {
            slug: components["schemas"]["ContentPageSlug"];
            title: string;
            html: string;
            seoTitle: string | null;
            seoDescription: string | null;
            /** @description The page shows its built-in text (never edited */
            isBuiltIn: boolean;
            updatedAt: components["schemas"]["Timestamp"] | null;
            updatedBy: components["schemas"]["UserRef"] | null;
        };
        ContentPageInput: {
            title: string;
            /** @description Sanitised on write; empty after sanitising is code 12 */
            html: string;
            seoTitle: string | null;
            seoDescription: string | null;
        };
        DashboardFigures: {
            orderCount: number;
            revenue: components["schemas"]["Money"];
        };
        DashboardDay: {
            /**
             * Format: date
             * @description A Moscow day
             */
            day: string;
            orderCount: number;
            revenue: components["schemas"]["Money"];
        };
        AdminDashboard: {
            today: components["schemas"]["DashboardFigures"];
            week: components["schemas"]["DashboardFigures"];
            /** @description Created orders whose shipping cost the manager has not set */
            awaitingShippingCost: number;
            /** @description Open (created) orders not paid in full, placed more than `unpaidOrderDays` days ago */
            overdueUnpaidOrders: number;
            /** @description The age in days after which an unpaid order counts as overdue */
            unpaidOrderDays: number;
            /** @description Orders paid in full and not cancelled whose goods are still preparing */
            awaitingShipment: number;
            /** @description Counted products on sale, not sold on order, with at most LOW_STOCK_THRESHOLD (5) pieces free */
            lowStockProducts: number;
            /** @description Customers registered this week */
            newCustomers: number;
            pendingIntegratorRequests: number;
            latestOrders: components["schemas"]["OrderSummary"][];
            /** @description The last 30 Moscow days, oldest first, today last; days without orders are zeros */
            ordersByDay: components["schemas"]["DashboardDay"][];
        };
        MediaFolder: {
            id: components["schemas"]["Id"];
            /** Format: uuid */
            parentId: string | null;
            title: string;
            folderCount: number;
            fileCount: number;
            createdAt: components["schemas"]["Timestamp"];
        };
        MediaFolderInput: {
            title: string;
            /**
             * Format: uuid
             * @description null or absent = root
             */
            parentId?: string | null;
        };
        MediaFile: {
            id: components["schemas"]["Id"];
            /** Format: uuid */
            folderId: string | null;
            title: string;
            extension: string;
            mimeType: string;
            /** @description Bytes */
            size: number;
            bucketName: string;
            /** @description Starts with '/' */
            path: string;
            /** @description Public URL (storage base + '/' + bucketName + path) */
            url: string;
            /** @description Set for images (with webp variants); null for other files */
            image: components["schemas"]["Image"] | null;
            /** @description References from categories, products and settings */
            usageCount: number;
            createdAt: components["schemas"]["Timestamp"];
        };
    };
    responses: {
        /** @description Any failure, with a code from the error catalogue */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Done; nothing to return */
        NoContent: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The file; `Content-Disposition` carries the file name */
        BinaryFile: {
            headers: {
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/octet-stream": Blob;
            };
        };
        /** @description The PDF document; `Content-Disposition` carries the file name */
        PdfFile: {
            headers: {
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/pdf": Blob;
            };
        };
        /** @description The settings after the change */
        SiteSettingsReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        siteSettings: components["schemas"]["SiteSettings"];
                    };
                };
            };
        };
        /** @description All site settings (after the change) */
        AdminSiteSettingsReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        siteSettings: components["schemas"]["AdminSiteSettings"];
                    };
                };
            };
        };
        /** @description The new session; the refresh token is also set as the httpOnly `refresh_token` cookie */
        JwtReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        jwt: components["schemas"]["Jwt"];
                    };
                };
            };
        };
        /** @description The signed-in user */
        CustomerUserReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        customerUser: components["schemas"]["CustomerUser"];
                    };
                };
            };
        };
        /** @description The caller's user, cart and favorite ids */
        ShopperContextReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        customerUser: components["schemas"]["CustomerUser"] | null;
                        /** @description The customer group whose prices the catalogue shows this caller, or null for base prices (guests, customers without a group, administrators). The storefront keeps signed-in pages per price group, never per person (issue #27). */
                        priceGroupId: components["schemas"]["Id"] | null;
                        cart: components["schemas"]["Cart"] | null;
                        favoriteIds: components["schemas"]["Id"][];
                    };
                };
            };
        };
        /** @description The user */
        AdminUserReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        user: components["schemas"]["AdminUser"];
                    };
                };
            };
        };
        /** @description The cart after the call */
        CartReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        cart: components["schemas"]["Cart"];
                    };
                };
            };
        };
        /** @description Ids of all favorite products, most recently added first */
        FavoriteIdsReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        productIdList: components["schemas"]["Id"][];
                    };
                };
            };
        };
        /** @description A page of products */
        ProductListReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        productList: components["schemas"]["ProductCard"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
        };
        /** @description Categories */
        CategoryListReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        categoryList: components["schemas"]["Category"][];
                    };
                };
            };
        };
        /** @description The category */
        AdminCategoryReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        category: components["schemas"]["AdminCategory"];
                    };
                };
            };
        };
        /** @description A page of products for the admin */
        AdminProductListReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        productList: components["schemas"]["AdminProductListItem"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
        };
        /** @description The product */
        AdminProductReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        product: components["schemas"]["AdminProduct"];
                    };
                };
            };
        };
        /** @description The relations */
        ProductRelationsReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        relations: components["schemas"]["ProductRelations"];
                    };
                };
            };
        };
        /** @description Attribute values grouped by attribute group */
        ProductAttributesReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        attributeGroupList: components["schemas"]["ProductAttributeGroup"][];
                    };
                };
            };
        };
        /** @description The product's multimedia in display order */
        ProductMultimediaReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        multimediaList: components["schemas"]["ProductMultimedia"][];
                    };
                };
            };
        };
        /** @description The product's stock */
        ProductStockReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        productStock: components["schemas"]["ProductStock"];
                    };
                };
            };
        };
        /** @description A page of the product's stock movements */
        StockMovementsReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        stockMovementList: components["schemas"]["StockMovement"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
        };
        /** @description The product's group prices */
        ProductGroupPricesReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        groupPriceList: components["schemas"]["GroupPrice"][];
                    };
                };
            };
        };
        /** @description The order */
        OrderReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        order: components["schemas"]["Order"];
                    };
                };
            };
        };
        /** @description The static page */
        ContentPageReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        contentPage: components["schemas"]["ContentPage"];
                    };
                };
            };
        };
        /** @description A page of orders */
        OrderListReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        orderList: components["schemas"]["OrderSummary"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
        };
        /** @description The customer group */
        CustomerGroupReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        customerGroup: components["schemas"]["CustomerGroup"];
                    };
                };
            };
        };
        /** @description The attribute */
        AttributeReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        attribute: components["schemas"]["Attribute"];
                    };
                };
            };
        };
        /** @description The attribute group */
        AttributeGroupReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        attributeGroup: components["schemas"]["AttributeGroup"];
                    };
                };
            };
        };
        /** @description The integrator request */
        IntegratorRequestReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        integratorRequest: components["schemas"]["IntegratorRequest"];
                    };
                };
            };
        };
        /** @description The folder */
        MediaFolderReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        folder: components["schemas"]["MediaFolder"];
                    };
                };
            };
        };
        /** @description The file */
        MediaFileReply: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payload: {
                        file: components["schemas"]["MediaFile"];
                    };
                };
            };
        };
    };
    parameters: {
        /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
        Page: number;
        /** @description Page size */
        Limit: number;
        /** @description Case-insensitive substring search; empty = no filter */
        SearchQuery: string;
        /** @description Also list soft-deleted records */
        IncludeDeleted: boolean;
        TokenId: string;
        UserId: components["schemas"]["Id"];
        ProductId: components["schemas"]["Id"];
        ProductSlug: components["schemas"]["Slug"];
        CategoryId: components["schemas"]["Id"];
        CategorySlug: components["schemas"]["Slug"];
        OrderId: components["schemas"]["Id"];
        OrderStatusFilter: components["schemas"]["OrderStatus"];
        PaymentStatusFilter: components["schemas"]["PaymentStatus"];
        ShipmentStatusFilter: components["schemas"]["ShipmentStatus"];
        DocumentId: components["schemas"]["Id"];
        /** @description Only this customer's orders */
        OrderUserFilter: components["schemas"]["Id"];
        /** @description Orders made on this day (Moscow time) or later */
        OrderCreatedFrom: string;
        /** @description Orders made on this day (Moscow time) or earlier */
        OrderCreatedTo: string;
        CustomerGroupId: components["schemas"]["Id"];
        AttributeId: components["schemas"]["Id"];
        ContentPageSlug: components["schemas"]["ContentPageSlug"];
        IntegratorRequestId: components["schemas"]["Id"];
        FolderId: components["schemas"]["Id"];
        FileId: components["schemas"]["Id"];
    };
    requestBodies: {
        CartProductList: {
            content: {
                "application/json": {
                    cartProductList: components["schemas"]["CartProductInput"][];
                };
            };
        };
        UserIdList: {
            content: {
                "application/json": {
                    userIdList: components["schemas"]["Id"][];
                };
            };
        };
        SiteSettingsFileUpload: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: Blob;
                    /** @description Download name without extension; absent = the file name */
                    title?: string;
                    /** @enum {string} */
                    remove?: "true";
                };
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API is up and the database answers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReply"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    pushLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogEntry"];
            };
        };
        responses: {
            /** @description Written */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    getSiteSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            siteSettings: components["schemas"]["SiteSettings"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    downloadPriceList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BinaryFile"];
            default: components["responses"]["Error"];
        };
    };
    downloadRequisitesFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BinaryFile"];
            default: components["responses"]["Error"];
        };
    };
    getAdminSiteSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AdminSiteSettingsReply"];
            default: components["responses"]["Error"];
        };
    };
    updateShopRequisites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    seller: components["schemas"]["SellerRequisitesInput"];
                    vatRate: components["schemas"]["VatRate"];
                    orderEmail: components["schemas"]["Email"] | null;
                };
            };
        };
        responses: {
            200: components["responses"]["AdminSiteSettingsReply"];
            default: components["responses"]["Error"];
        };
    };
    listSiteSettingsChanges: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
                /** @description Only the changes of this setting */
                field?: components["schemas"]["SiteSettingsField"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of changes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            changeList: components["schemas"]["SiteSettingsChange"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updatePriceListFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SiteSettingsFileUpload"];
        responses: {
            200: components["responses"]["SiteSettingsReply"];
            default: components["responses"]["Error"];
        };
    };
    updateRequisitesFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SiteSettingsFileUpload"];
        responses: {
            200: components["responses"]["SiteSettingsReply"];
            default: components["responses"]["Error"];
        };
    };
    updateFreeShippingCost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Checked by the server (code 21), not by the schema; e.g. "15000" or "1500.50" */
                    freeShippingCost: string;
                };
            };
        };
        responses: {
            200: components["responses"]["SiteSettingsReply"];
            default: components["responses"]["Error"];
        };
    };
    updateThematicTheme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    thematicTheme: components["schemas"]["ThematicTheme"];
                };
            };
        };
        responses: {
            200: components["responses"]["SiteSettingsReply"];
            default: components["responses"]["Error"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            200: components["responses"]["JwtReply"];
            default: components["responses"]["Error"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    registerCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterCustomerRequest"];
            };
        };
        responses: {
            200: components["responses"]["JwtReply"];
            default: components["responses"]["Error"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RefreshTokenRequest"];
            };
        };
        responses: {
            200: components["responses"]["JwtReply"];
            default: components["responses"]["Error"];
        };
    };
    checkTokenNeedUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            need: boolean;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    startPasswordRecovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: components["schemas"]["Email"];
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    validatePasswordRecoveryToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenId: components["parameters"]["TokenId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    completePasswordRecovery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenId: components["parameters"]["TokenId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: components["schemas"]["NullablePassword"];
                    passwordConfirmation: components["schemas"]["NullablePassword"];
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    checkAdminPermission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CustomerUserReply"];
            default: components["responses"]["Error"];
        };
    };
    getShopperContext: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ShopperContextReply"];
            default: components["responses"]["Error"];
        };
    };
    sendEmailConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    confirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            sessionList: components["schemas"]["AuthSession"][];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    endOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    revertEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    updateCurrentUserInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UpdateCurrentUserInfoForm"];
            };
        };
        responses: {
            200: components["responses"]["CustomerUserReply"];
            default: components["responses"]["Error"];
        };
    };
    updateCurrentUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePasswordRequest"];
            };
        };
        responses: {
            200: components["responses"]["CustomerUserReply"];
            default: components["responses"]["Error"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUserCreateRequest"];
            };
        };
        responses: {
            200: components["responses"]["AdminUserReply"];
            default: components["responses"]["Error"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUserUpdateRequest"];
            };
        };
        responses: {
            200: components["responses"]["AdminUserReply"];
            default: components["responses"]["Error"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
                /** @description Case-insensitive substring search; empty = no filter */
                searchQuery?: components["parameters"]["SearchQuery"];
                role?: components["schemas"]["Role"];
                customerGroupId?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            userList: components["schemas"]["AdminUser"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AdminUserReply"];
            default: components["responses"]["Error"];
        };
    };
    downloadUserRequisites: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BinaryFile"];
            default: components["responses"]["Error"];
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CartReply"];
            default: components["responses"]["Error"];
        };
    };
    addCartProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CartProductList"];
        responses: {
            200: components["responses"]["CartReply"];
            default: components["responses"]["Error"];
        };
    };
    removeCartProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CartProductList"];
        responses: {
            200: components["responses"]["CartReply"];
            default: components["responses"]["Error"];
        };
    };
    resolveQuickOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lineList: components["schemas"]["QuickOrderLineInput"][];
                };
            };
        };
        responses: {
            /** @description One result per requested line, in the request's order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            lineList: components["schemas"]["QuickOrderLine"][];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    addFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FavoriteIdsReply"];
            default: components["responses"]["Error"];
        };
    };
    removeFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FavoriteIdsReply"];
            default: components["responses"]["Error"];
        };
    };
    listFavorites: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductListReply"];
            default: components["responses"]["Error"];
        };
    };
    listFavoriteIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FavoriteIdsReply"];
            default: components["responses"]["Error"];
        };
    };
    listCategories: {
        parameters: {
            query?: {
                parentId?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CategoryListReply"];
            default: components["responses"]["Error"];
        };
    };
    getCategoryTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tree */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            categoryTree: components["schemas"]["CategoryTreeNode"][];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getCategoryBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categorySlug: components["parameters"]["CategorySlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            category: components["schemas"]["Category"];
                            /** @description Ancestors from the root down to the parent */
                            breadcrumbs: components["schemas"]["CategoryRef"][];
                            children: components["schemas"]["Category"][];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryCreateRequest"];
            };
        };
        responses: {
            200: components["responses"]["AdminCategoryReply"];
            default: components["responses"]["Error"];
        };
    };
    listAdminCategories: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
                /** @description Case-insensitive substring search; empty = no filter */
                searchQuery?: components["parameters"]["SearchQuery"];
                parentId?: components["schemas"]["Id"];
                /** @description Also list soft-deleted records */
                includeDeleted?: components["parameters"]["IncludeDeleted"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of categories */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            categoryList: components["schemas"]["AdminCategory"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAdminCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categoryId: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AdminCategoryReply"];
            default: components["responses"]["Error"];
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categoryId: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categoryId: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryUpdateRequest"];
            };
        };
        responses: {
            200: components["responses"]["AdminCategoryReply"];
            default: components["responses"]["Error"];
        };
    };
    restoreCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categoryId: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AdminCategoryReply"];
            default: components["responses"]["Error"];
        };
    };
    listAdminCategoryProducts: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
                /** @description Case-insensitive substring search; empty = no filter */
                searchQuery?: components["parameters"]["SearchQuery"];
            };
            header?: never;
            path: {
                categoryId: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AdminProductListReply"];
            default: components["responses"]["Error"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
                /** @description Limit to a category and its descendants; absent = all products */
                categorySlug?: components["schemas"]["Slug"];
                sort?: components["schemas"]["ProductSort"];
                /** @description Minimum personal price, inclusive */
                priceMin?: components["schemas"]["MoneyInput"];
                /** @description Maximum personal price, inclusive */
                priceMax?: components["schemas"]["MoneyInput"];
                availability?: components["schemas"]["Availability"][];
                /** @description Attribute filters, repeatable. `<attributeId>:<value>` for string, enum and boolean attributes (values of one attribute are OR-ed, attributes AND-ed) and `<attributeId>:<min>..<max>` for number attributes (either bound may be empty). */
                attribute?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products and the facets of the whole result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            productList: components["schemas"]["ProductCard"][];
                            pagination: components["schemas"]["Pagination"];
                            facets: components["schemas"]["ProductFacets"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getProductBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productSlug: components["parameters"]["ProductSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            product: components["schemas"]["Product"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductCreateRequest"];
            };
        };
        responses: {
            200: components["responses"]["AdminProductReply"];
            default: components["responses"]["Error"];
        };
    };
    listAdminProducts: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
                /** @description Case-insensitive substring search; empty = no filter */
                searchQuery?: components["parameters"]["SearchQuery"];
                categoryId?: components["schemas"]["Id"];
                availability?: components["schemas"]["Availability"];
                /** @description Also list soft-deleted records */
                includeDeleted?: components["parameters"]["IncludeDeleted"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AdminProductListReply"];
            default: components["responses"]["Error"];
        };
    };
    getAdminProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AdminProductReply"];
            default: components["responses"]["Error"];
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductUpdateRequest"];
            };
        };
        responses: {
            200: components["responses"]["AdminProductReply"];
            default: components["responses"]["Error"];
        };
    };
    restoreProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AdminProductReply"];
            default: components["responses"]["Error"];
        };
    };
    getProductRelations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductRelationsReply"];
            default: components["responses"]["Error"];
        };
    };
    replaceProductRelations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductRelationsInput"];
            };
        };
        responses: {
            200: components["responses"]["ProductRelationsReply"];
            default: components["responses"]["Error"];
        };
    };
    getProductAttributes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductAttributesReply"];
            default: components["responses"]["Error"];
        };
    };
    replaceProductAttributes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attributeValueList: components["schemas"]["AttributeValueInput"][];
                };
            };
        };
        responses: {
            200: components["responses"]["ProductAttributesReply"];
            default: components["responses"]["Error"];
        };
    };
    listProductMultimedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductMultimediaReply"];
            default: components["responses"]["Error"];
        };
    };
    addProductMultimedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fileId: components["schemas"]["Id"];
                    alt?: string | null;
                    /** @default false */
                    isMain?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["ProductMultimediaReply"];
            default: components["responses"]["Error"];
        };
    };
    reorderProductMultimedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    multimediaIdList: components["schemas"]["Id"][];
                };
            };
        };
        responses: {
            200: components["responses"]["ProductMultimediaReply"];
            default: components["responses"]["Error"];
        };
    };
    removeProductMultimedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
                multimediaId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductMultimediaReply"];
            default: components["responses"]["Error"];
        };
    };
    updateProductMultimedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
                multimediaId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alt?: string | null;
                    /**
                     * @description Only true; the previous main image loses the flag
                     * @constant
                     */
                    isMain?: true;
                };
            };
        };
        responses: {
            200: components["responses"]["ProductMultimediaReply"];
            default: components["responses"]["Error"];
        };
    };
    getProductGroupPrices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductGroupPricesReply"];
            default: components["responses"]["Error"];
        };
    };
    replaceProductGroupPrices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    groupPriceList: {
                        customerGroupId: components["schemas"]["Id"];
                        price: components["schemas"]["MoneyInput"];
                    }[];
                };
            };
        };
        responses: {
            200: components["responses"]["ProductGroupPricesReply"];
            default: components["responses"]["Error"];
        };
    };
    getProductStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductStockReply"];
            default: components["responses"]["Error"];
        };
    };
    updateProductStockSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductStockSettingsInput"];
            };
        };
        responses: {
            200: components["responses"]["ProductStockReply"];
            default: components["responses"]["Error"];
        };
    };
    adjustProductStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StockAdjustmentInput"];
            };
        };
        responses: {
            200: components["responses"]["ProductStockReply"];
            default: components["responses"]["Error"];
        };
    };
    listProductStockMovements: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StockMovementsReply"];
            default: components["responses"]["Error"];
        };
    };
    subscribeBackInStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BackInStockSubscriptionInput"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    unsubscribeBackInStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    searchProducts: {
        parameters: {
            query: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
                query: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of hits, best first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            productList: components["schemas"]["SearchHit"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    suggestSearch: {
        parameters: {
            query: {
                query: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Suggestions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            productList: components["schemas"]["SearchHit"][];
                            categoryList: components["schemas"]["CategoryRef"][];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    checkout: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-chosen key, new for each order the shopper means to make. A retry with the same key returns the order the first request made; with a different body, code 32. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutRequest"];
            };
        };
        responses: {
            200: components["responses"]["OrderReply"];
            default: components["responses"]["Error"];
        };
    };
    getCheckoutPrefill: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            checkoutPrefill: components["schemas"]["CheckoutPrefill"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
                status?: components["schemas"]["OrderStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderListReply"];
            default: components["responses"]["Error"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderReply"];
            default: components["responses"]["Error"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderReply"];
            default: components["responses"]["Error"];
        };
    };
    getOrderInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PdfFile"];
            default: components["responses"]["Error"];
        };
    };
    listAdminOrders: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
                /** @description Case-insensitive substring search; empty = no filter */
                searchQuery?: components["parameters"]["SearchQuery"];
                status?: components["parameters"]["OrderStatusFilter"];
                paymentStatus?: components["parameters"]["PaymentStatusFilter"];
                shipmentStatus?: components["parameters"]["ShipmentStatusFilter"];
                /** @description Only this customer's orders */
                userId?: components["parameters"]["OrderUserFilter"];
                /** @description Orders made on this day (Moscow time) or later */
                createdFrom?: components["parameters"]["OrderCreatedFrom"];
                /** @description Orders made on this day (Moscow time) or earlier */
                createdTo?: components["parameters"]["OrderCreatedTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderListReply"];
            default: components["responses"]["Error"];
        };
    };
    exportAdminOrders: {
        parameters: {
            query?: {
                /** @description Case-insensitive substring search; empty = no filter */
                searchQuery?: components["parameters"]["SearchQuery"];
                status?: components["parameters"]["OrderStatusFilter"];
                paymentStatus?: components["parameters"]["PaymentStatusFilter"];
                shipmentStatus?: components["parameters"]["ShipmentStatusFilter"];
                /** @description Only this customer's orders */
                userId?: components["parameters"]["OrderUserFilter"];
                /** @description Orders made on this day (Moscow time) or later */
                createdFrom?: components["parameters"]["OrderCreatedFrom"];
                /** @description Orders made on this day (Moscow time) or earlier */
                createdTo?: components["parameters"]["OrderCreatedTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workbook; `Content-Disposition` carries the file name */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAdminOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderReply"];
            default: components["responses"]["Error"];
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    shippingCost?: components["schemas"]["NullableMoneyInput"];
                    managerComment?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["OrderReply"];
            default: components["responses"]["Error"];
        };
    };
    getAdminOrderInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PdfFile"];
            default: components["responses"]["Error"];
        };
    };
    changeOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "canceled" | "completed";
                    managerComment?: string | null;
                    shippingCost?: components["schemas"]["NullableMoneyInput"];
                    /**
                     * @description Complete an order that is not paid in full or not shipped yet; needs a `managerComment` saying why (code 12 otherwise). Without it such a completion is code 12.
                     * @default false
                     */
                    override?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["OrderReply"];
            default: components["responses"]["Error"];
        };
    };
    recordOrderPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderPaymentInput"];
            };
        };
        responses: {
            200: components["responses"]["OrderReply"];
            default: components["responses"]["Error"];
        };
    };
    changeOrderShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderShipmentInput"];
            };
        };
        responses: {
            200: components["responses"]["OrderReply"];
            default: components["responses"]["Error"];
        };
    };
    uploadOrderDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    kind: components["schemas"]["OrderDocumentKind"];
                    /** Format: binary */
                    file: Blob;
                    title?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["OrderReply"];
            default: components["responses"]["Error"];
        };
    };
    getAdminOrderDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PdfFile"];
            default: components["responses"]["Error"];
        };
    };
    deleteOrderDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderReply"];
            default: components["responses"]["Error"];
        };
    };
    getOrderDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderId"];
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PdfFile"];
            default: components["responses"]["Error"];
        };
    };
    createCustomerGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerGroupInput"];
            };
        };
        responses: {
            200: components["responses"]["CustomerGroupReply"];
            default: components["responses"]["Error"];
        };
    };
    listCustomerGroups: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
                /** @description Case-insensitive substring search; empty = no filter */
                searchQuery?: components["parameters"]["SearchQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            customerGroupList: components["schemas"]["CustomerGroup"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getCustomerGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerGroupId: components["parameters"]["CustomerGroupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CustomerGroupReply"];
            default: components["responses"]["Error"];
        };
    };
    deleteCustomerGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerGroupId: components["parameters"]["CustomerGroupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    updateCustomerGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerGroupId: components["parameters"]["CustomerGroupId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerGroupInput"];
            };
        };
        responses: {
            200: components["responses"]["CustomerGroupReply"];
            default: components["responses"]["Error"];
        };
    };
    listCustomerGroupMembers: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
                /** @description Case-insensitive substring search; empty = no filter */
                searchQuery?: components["parameters"]["SearchQuery"];
            };
            header?: never;
            path: {
                customerGroupId: components["parameters"]["CustomerGroupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of members */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            userList: components["schemas"]["AdminUser"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    addCustomerGroupMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerGroupId: components["parameters"]["CustomerGroupId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UserIdList"];
        responses: {
            200: components["responses"]["CustomerGroupReply"];
            default: components["responses"]["Error"];
        };
    };
    removeCustomerGroupMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerGroupId: components["parameters"]["CustomerGroupId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UserIdList"];
        responses: {
            200: components["responses"]["CustomerGroupReply"];
            default: components["responses"]["Error"];
        };
    };
    listCustomerGroupPrices: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
                /** @description Case-insensitive substring search; empty = no filter */
                searchQuery?: components["parameters"]["SearchQuery"];
            };
            header?: never;
            path: {
                customerGroupId: components["parameters"]["CustomerGroupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of group prices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            groupPriceList: {
                                product: components["schemas"]["ProductRef"];
                                price: components["schemas"]["Money"];
                            }[];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    setCustomerGroupPrices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerGroupId: components["parameters"]["CustomerGroupId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    groupPriceList: {
                        productId: components["schemas"]["Id"];
                        price: components["schemas"]["NullableMoneyInput"];
                    }[];
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    upsertAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttributeUpsertRequest"];
            };
        };
        responses: {
            200: components["responses"]["AttributeReply"];
            default: components["responses"]["Error"];
        };
    };
    listAttributes: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
                /** @description Case-insensitive substring search; empty = no filter */
                searchQuery?: components["parameters"]["SearchQuery"];
                /** @description The attributes of this group only; `none` = only those without a group; absent = every attribute */
                attributeGroupId?: components["schemas"]["Id"] | "none";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of attributes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            attributeList: components["schemas"]["Attribute"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attributeId: components["parameters"]["AttributeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AttributeReply"];
            default: components["responses"]["Error"];
        };
    };
    deleteAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attributeId: components["parameters"]["AttributeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    upsertAttributeGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttributeGroupUpsertRequest"];
            };
        };
        responses: {
            200: components["responses"]["AttributeGroupReply"];
            default: components["responses"]["Error"];
        };
    };
    listAttributeGroups: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
                /** @description Case-insensitive substring search; empty = no filter */
                searchQuery?: components["parameters"]["SearchQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of attribute groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            attributeGroupList: components["schemas"]["AttributeGroup"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAttributeGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attributeGroupId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AttributeGroupReply"];
            default: components["responses"]["Error"];
        };
    };
    deleteAttributeGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attributeGroupId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    createIntegratorRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntegratorRequestCreateRequest"];
            };
        };
        responses: {
            200: components["responses"]["IntegratorRequestReply"];
            default: components["responses"]["Error"];
        };
    };
    getLatestIntegratorRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request or null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            integratorRequest: components["schemas"]["IntegratorRequest"] | null;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    withdrawIntegratorRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integratorRequestId: components["parameters"]["IntegratorRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["IntegratorRequestReply"];
            default: components["responses"]["Error"];
        };
    };
    listIntegratorRequests: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
                /** @description Case-insensitive substring search; empty = no filter */
                searchQuery?: components["parameters"]["SearchQuery"];
                status?: components["schemas"]["IntegratorRequestStatus"];
                userId?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of requests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            integratorRequestList: components["schemas"]["IntegratorRequest"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    changeIntegratorRequestStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integratorRequestId: components["parameters"]["IntegratorRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "confirmed" | "rejected";
                    /** @description Required when confirming; the group the customer joins */
                    customerGroupId?: components["schemas"]["Id"] | null;
                    adminComment?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["IntegratorRequestReply"];
            default: components["responses"]["Error"];
        };
    };
    getContentPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ContentPageSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page and the seller's requisites */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            contentPage: components["schemas"]["PublicContentPage"];
                            /** @description The seller's requisites as invoices print them; null until an administrator fills them in */
                            seller: components["schemas"]["SellerRequisites"] | null;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listAdminContentPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            contentPageList: components["schemas"]["ContentPage"][];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateContentPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ContentPageSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentPageInput"];
            };
        };
        responses: {
            200: components["responses"]["ContentPageReply"];
            default: components["responses"]["Error"];
        };
    };
    resetContentPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ContentPageSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ContentPageReply"];
            default: components["responses"]["Error"];
        };
    };
    getAdminDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            dashboard: components["schemas"]["AdminDashboard"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createMediaFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaFolderInput"];
            };
        };
        responses: {
            200: components["responses"]["MediaFolderReply"];
            default: components["responses"]["Error"];
        };
    };
    listMediaFolders: {
        parameters: {
            query?: {
                parentId?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The folders and the path to them */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            folderList: components["schemas"]["MediaFolder"][];
                            breadcrumbs: components["schemas"]["MediaFolder"][];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteMediaFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folderId: components["parameters"]["FolderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    updateMediaFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folderId: components["parameters"]["FolderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaFolderInput"];
            };
        };
        responses: {
            200: components["responses"]["MediaFolderReply"];
            default: components["responses"]["Error"];
        };
    };
    uploadMediaFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: Blob;
                    /**
                     * Format: uuid
                     * @description Absent = root folder
                     */
                    folderId?: string;
                    /** @description Absent = the file name */
                    title?: string;
                    /**
                     * @description Kept for compatibility: the library holds images only
                     * @default false
                     * @enum {string}
                     */
                    imageOnly?: "true" | "false";
                };
            };
        };
        responses: {
            200: components["responses"]["MediaFileReply"];
            default: components["responses"]["Error"];
        };
    };
    listMediaFiles: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
                /** @description Case-insensitive substring search; empty = no filter */
                searchQuery?: components["parameters"]["SearchQuery"];
                folderId?: components["schemas"]["Id"];
                imageOnly?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of files */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            fileList: components["schemas"]["MediaFile"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteMediaFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    updateMediaFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    /** @description Alternative text of the image; null or empty = none */
                    alt?: string | null;
                    /** @description null = root folder */
                    folderId?: components["schemas"]["Id"] | null;
                };
            };
        };
        responses: {
            200: components["responses"]["MediaFileReply"];
            default: components["responses"]["Error"];
        };
    };
    getRedirect: {
        parameters: {
            query: {
                path: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The redirect or null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            redirect: components["schemas"]["Redirect"] | null;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listRouteRules: {
        parameters: {
            query?: {
                /** @description 1-based page number (at most 100000, beyond any list this shop holds) */
                page?: components["parameters"]["Page"];
                /** @description Page size */
                limit?: components["parameters"]["Limit"];
                /** @description Case-insensitive substring search; empty = no filter */
                searchQuery?: components["parameters"]["SearchQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of rules */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            routeRuleList: components["schemas"]["RouteRule"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    upsertRouteRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string | null;
                    from: string;
                    to: string;
                    /** @enum {integer} */
                    status: 301 | 302;
                };
            };
        };
        responses: {
            /** @description The rule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            routeRule: components["schemas"]["RouteRule"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteRouteRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                routeRuleId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["Error"];
        };
    };
    getSitemapSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories and the product count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            categoryList: components["schemas"]["SitemapEntry"][];
                            productCount: number;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listSitemapProducts: {
        parameters: {
            query?: {
                /** @description The id after which the page starts (the previous page's `nextAfter`); absent = from the first */
                after?: components["schemas"]["Id"];
                /** @description Page size */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payload: {
                            productList: components["schemas"]["SitemapProductEntry"][];
                            /**
                             * Format: uuid
                             * @description `after` of the next page; null when this page is the last
                             */
                            nextAfter: string | null;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}

/** operationIds of each tag (domain) of the contract. */
export interface operationsByTag {
    "system": "getHealth";
    "logger": "pushLog";
    "site-settings": "getSiteSettings" | "downloadPriceList" | "downloadRequisitesFile" | "getAdminSiteSettings" | "updateShopRequisites" | "listSiteSettingsChanges" | "updatePriceListFile" | "updateRequisitesFile" | "updateFreeShippingCost" | "updateThematicTheme";
    "auth": "login" | "logout" | "registerCustomer" | "refreshToken" | "checkTokenNeedUpdate" | "startPasswordRecovery" | "validatePasswordRecoveryToken" | "completePasswordRecovery" | "checkAdminPermission" | "listSessions" | "endOtherSessions" | "endSession";
    "users": "getCurrentUser" | "sendEmailConfirmation" | "confirmEmail" | "revertEmailChange" | "updateCurrentUserInfo" | "updateCurrentUserPassword" | "createUser" | "updateUser" | "listUsers" | "getUser" | "downloadUserRequisites";
    "shopper": "getShopperContext";
    "cart": "getCart" | "addCartProducts" | "removeCartProducts" | "resolveQuickOrder";
    "favorites": "addFavorite" | "removeFavorite" | "listFavorites" | "listFavoriteIds";
    "categories": "listCategories" | "getCategoryTree" | "getCategoryBySlug" | "createCategory" | "listAdminCategories" | "getAdminCategory" | "deleteCategory" | "updateCategory" | "restoreCategory" | "listAdminCategoryProducts";
    "products": "listProducts" | "getProductBySlug" | "createProduct" | "listAdminProducts" | "getAdminProduct" | "deleteProduct" | "updateProduct" | "restoreProduct" | "getProductRelations" | "replaceProductRelations" | "getProductAttributes" | "replaceProductAttributes" | "listProductMultimedia" | "addProductMultimedia" | "reorderProductMultimedia" | "removeProductMultimedia" | "updateProductMultimedia" | "getProductGroupPrices" | "replaceProductGroupPrices";
    "stock": "getProductStock" | "updateProductStockSettings" | "adjustProductStock" | "listProductStockMovements";
    "back-in-stock": "subscribeBackInStock" | "unsubscribeBackInStock";
    "search": "searchProducts" | "suggestSearch";
    "orders": "checkout" | "getCheckoutPrefill" | "listOrders" | "getOrder" | "cancelOrder" | "getOrderInvoice" | "listAdminOrders" | "exportAdminOrders" | "getAdminOrder" | "updateOrder" | "getAdminOrderInvoice" | "changeOrderStatus";
    "fulfilment": "recordOrderPayment" | "changeOrderShipment" | "uploadOrderDocument" | "getAdminOrderDocument" | "deleteOrderDocument" | "getOrderDocument";
    "customer-groups": "createCustomerGroup" | "listCustomerGroups" | "getCustomerGroup" | "deleteCustomerGroup" | "updateCustomerGroup" | "listCustomerGroupMembers" | "addCustomerGroupMembers" | "removeCustomerGroupMembers" | "listCustomerGroupPrices" | "setCustomerGroupPrices";
    "attributes": "upsertAttribute" | "listAttributes" | "getAttribute" | "deleteAttribute";
    "attribute-groups": "upsertAttributeGroup" | "listAttributeGroups" | "getAttributeGroup" | "deleteAttributeGroup";
    "integrator-requests": "createIntegratorRequest" | "getLatestIntegratorRequest" | "withdrawIntegratorRequest" | "listIntegratorRequests" | "changeIntegratorRequestStatus";
    "content-pages": "getContentPage" | "listAdminContentPages" | "updateContentPage" | "resetContentPage";
    "dashboard": "getAdminDashboard";
    "media": "createMediaFolder" | "listMediaFolders" | "deleteMediaFolder" | "updateMediaFolder" | "uploadMediaFile" | "listMediaFiles" | "deleteMediaFile" | "updateMediaFile";
    "route-rules": "getRedirect" | "listRouteRules" | "upsertRouteRule" | "deleteRouteRule";
    "sitemap": "getSitemapSummary" | "listSitemapProducts";
}
