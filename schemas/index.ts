export { docFrontmatterSchema, type DocFrontmatter } from './doc';
export { categorySchema, categoryTranslationSchema, type CategoryMeta } from './category';
export { describeFields, type FieldDescription, type FieldKind } from './fields';
