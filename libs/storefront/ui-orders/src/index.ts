export * from './order-facts';
export * from './order-lines';
export * from './order-lines-table';
export * from './order-list-item';
export * from './order-status-badge';
export * from './order-status-history';
export * from './order-totals';
export * from './repeat-order-report';
