export const databases = {
  name: 'Database |||| Databases',
  fields: { name: 'Name', dbName: 'Database name', dbUser: 'Database user', size: 'Size', bolt: 'Bolt' },
};
