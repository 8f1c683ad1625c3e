// Public API of @salesdash/ui-kit. Styles are not exported here: apps import
// libs/ui-kit/src/styles/theme.css from their own CSS (see README).
export { Alert, type AlertProps, type AlertTone } from './components/alert.tsx';
export { Avatar, initialsOf, type AvatarProps } from './components/avatar.tsx';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/button.tsx';
export { Badge, type BadgeProps, type BadgeTone } from './components/badge.tsx';
export { Card, type CardProps } from './components/card.tsx';
export { Checkbox, type CheckboxProps } from './components/checkbox.tsx';
export {
  CheckboxGroup,
  type CheckboxGroupOption,
  type CheckboxGroupProps,
} from './components/checkbox-group.tsx';
export {
  ColorModeToggle,
  type ColorMode,
  type ColorModeToggleProps,
} from './components/color-mode-toggle.tsx';
export { ComingSoonPanel, type ComingSoonPanelProps } from './components/coming-soon-panel.tsx';
export { chartModeOptions, type ChartMode } from './components/chart-mode.ts';
export {
  CommissionHistoryChart,
  type CommissionHistoryChartProps,
  type CommissionHistoryRow,
} from './components/commission-history-chart.tsx';
export { CopyLinkField, type CopyLinkFieldProps } from './components/copy-link-field.tsx';
export {
  DataTable,
  type DataTableColumn,
  type DataTableFooter,
  type DataTableProps,
  type DataTableSort,
  type SortOrder,
} from './components/data-table.tsx';
export { DateRangePicker, type DateRangePickerProps } from './components/date-range-picker.tsx';
export { localToday } from './components/calendar-dates.ts';
export {
  dateRangePresets,
  presetRange,
  type DateRangePreset,
  type DateRangeValue,
} from './components/date-range-presets.ts';
export { Dialog, type DialogProps, type DialogSize } from './components/dialog.tsx';
export {
  RateChangeConfirm,
  type RateChangeConfirmProps,
  type RateChangeEffect,
} from './components/rate-change-confirm.tsx';
export {
  DownloadButton,
  type DownloadButtonProps,
  type ReportDownloadProgress,
} from './components/download-button.tsx';
export { EmptyState, type EmptyStateProps } from './components/empty-state.tsx';
export { ErrorState, type ErrorStateProps } from './components/error-state.tsx';
export { FileDrop, type FileDropProps } from './components/file-drop.tsx';
export {
  FilterChips,
  type FilterChipOption,
  type FilterChipsProps,
} from './components/filter-chips.tsx';
export { InfoTooltip, type InfoTooltipProps } from './components/info-tooltip.tsx';
export { LazyCommissionHistoryChart } from './components/lazy-commission-history-chart.tsx';
export { LazyDataTable } from './components/lazy-data-table.tsx';
export { LazySeriesChart } from './components/lazy-series-chart.tsx';
export { LoadWhenVisible, type LoadWhenVisibleProps } from './components/load-when-visible.tsx';
export { loadable, type Loadable } from './components/loadable.tsx';
export { focusRing } from './components/focus-ring.ts';
export {
  parseSortParam,
  sortParam,
  useTablePageSortAndSearch,
  useTableSortAndSearch,
  useTableViewValue,
  type TableView,
  type TableViewBinding,
  type TableViewPatch,
} from './components/table-view.ts';
export { useDismissOutside } from './components/use-dismiss-outside.ts';
export { useInView } from './components/use-in-view.ts';
export { listMoves, type ListMove } from './components/list-moves.ts';
export {
  useFlipAnimation,
  type FlipAnimation,
  type FlipAnimationOptions,
} from './components/use-flip-animation.ts';
export {
  MetricBoard,
  type MetricBoardCard,
  type MetricBoardGroup,
  type MetricBoardProps,
} from './components/metric-board.tsx';
export { MetricCard, type MetricCardProps } from './components/metric-card.tsx';
export { MetricGroup, type MetricGroupProps } from './components/metric-group.tsx';
export { metricTrend, type MetricTrend } from './components/metric-trend.ts';
export { formatMetricValue, type MetricFormat } from './components/metric-value.ts';
export {
  MultiSelect,
  type MultiSelectOption,
  type MultiSelectProps,
} from './components/multi-select.tsx';
export { PageHeader, type PageHeaderProps } from './components/page-header.tsx';
export { Pagination, type PaginationProps } from './components/pagination.tsx';
export { ProgressBar, type ProgressBarProps } from './components/progress-bar.tsx';
export { RangeBar, type RangeBarProps } from './components/range-bar.tsx';
export { RangeCalendar, type RangeCalendarProps } from './components/range-calendar.tsx';
export { SearchField, type SearchFieldProps } from './components/search-field.tsx';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './components/segmented-control.tsx';
export { saveFile } from './components/save-file.ts';
export { Select, type SelectOption, type SelectProps } from './components/select.tsx';
export { SeriesChart, type SeriesChartProps } from './components/series-chart.tsx';
export type { ChartSeries, SeriesFormat, SeriesPoint } from './components/series-data.ts';
export { Skeleton, type SkeletonProps } from './components/skeleton.tsx';
export { Spinner, type SpinnerProps } from './components/spinner.tsx';
export { Tabs, type TabItem, type TabsProps } from './components/tabs.tsx';
export { TextField, type TextFieldProps } from './components/text-field.tsx';
export { toast } from './components/toast.ts';
export { toastDefaults } from './components/toast-defaults.ts';
export { Toaster, type ToasterProps } from './components/toaster.tsx';
export { AppFrame, type AppFrameProps } from './frames/app-frame.tsx';
export { EmptyFrame, type EmptyFrameProps } from './frames/empty-frame.tsx';
export { SlugFrame, type SlugFrameProps } from './frames/slug-frame.tsx';
export { AlertTriangleIcon } from './icons/alert-triangle-icon.tsx';
export { ArrowDownIcon } from './icons/arrow-down-icon.tsx';
export { ArrowUpIcon } from './icons/arrow-up-icon.tsx';
export { BellIcon } from './icons/bell-icon.tsx';
export { CalendarIcon } from './icons/calendar-icon.tsx';
export { CheckCircleIcon } from './icons/check-circle-icon.tsx';
export { ChevronDownIcon } from './icons/chevron-down-icon.tsx';
export { ChevronLeftIcon } from './icons/chevron-left-icon.tsx';
export { ChevronRightIcon } from './icons/chevron-right-icon.tsx';
export { ClockIcon } from './icons/clock-icon.tsx';
export { DownloadIcon } from './icons/download-icon.tsx';
export { EyeIcon } from './icons/eye-icon.tsx';
export { EyeOffIcon } from './icons/eye-off-icon.tsx';
export type { IconProps } from './icons/icon-props.ts';
export { InboxIcon } from './icons/inbox-icon.tsx';
export { InfoIcon } from './icons/info-icon.tsx';
export { LogOutIcon } from './icons/log-out-icon.tsx';
export { MonitorIcon } from './icons/monitor-icon.tsx';
export { MoonIcon } from './icons/moon-icon.tsx';
export { SearchIcon } from './icons/search-icon.tsx';
export { ShareIcon } from './icons/share-icon.tsx';
export { SunIcon } from './icons/sun-icon.tsx';
export { TvIcon } from './icons/tv-icon.tsx';
export { UserIcon } from './icons/user-icon.tsx';
export { XIcon } from './icons/x-icon.tsx';
export { useAppForm, withFieldGroup } from './form/use-app-form.ts';
export { useSubmitAttempted } from './form/use-submit-attempted.ts';
export { revalidateLogic } from './form/revalidate-logic.ts';
export { fieldErrorText } from './form/field-error-text.ts';
export { fieldErrorsOf, formProblems, type FormProblem } from './form/form-problems.ts';
export { contractValidator } from './form/contract-validator.ts';
