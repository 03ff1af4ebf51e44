export * from './content-meta';
export * from './content-page';
export * from './content-page-data';
export * from './free-shipping-note';
export * from './seller-requisites';
export * from './use-internal-links';
