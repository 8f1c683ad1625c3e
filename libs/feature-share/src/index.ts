export { ShareButton, type ShareButtonProps } from './share-button.tsx';
export { ShareDialog, type ShareDialogProps } from './share-dialog.tsx';
export { ShareLinkCreator, type ShareLinkCreatorProps } from './share-link-creator.tsx';
export { ShareLinkInvalid, type ShareLinkInvalidProps } from './share-link-invalid.tsx';
export { ShareLinkList, type ShareLinkListProps } from './share-link-list.tsx';
export { SharedDashboardView, type SharedDashboardViewProps } from './shared-dashboard-view.tsx';
export { SharedPage, type SharedPageProps } from './shared-page.tsx';
