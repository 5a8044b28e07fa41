export * from './ToastHost';
