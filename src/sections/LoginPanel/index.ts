export * from './LoginPanel';
export * from './LoginHelp';
