export { QuickOrderPanel, type QuickOrderPanelProps } from './quick-order-panel';
export { QuickOrderPreview, type QuickOrderPreviewProps } from './quick-order-preview';
export type { QuickOrderPreviewRow } from './quick-order';
