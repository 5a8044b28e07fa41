export * from './SmartLink';
