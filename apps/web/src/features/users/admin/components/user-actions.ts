export type TUserAction = 'detail' | 'suspend' | 'reactivate';
