export { FloatingToolbar, type FloatingToolbarProps } from './floating-toolbar';
