// Re-exported so apps and features never import sonner directly (house-style: one wrapper).
export { toast } from 'sonner';
