import type { ComponentType } from 'react';
import type { RegisteredComponent } from '@/config/doc-rules';
import { MdxLink } from './MdxLink';
import { ReleaseDate } from './ReleaseDate';

/**
 * The React side of the registered components (src/config/doc-rules.ts): the type makes a component
 * registered for docs without an implementation here a compile error.
 */
export const registeredComponents: Record<RegisteredComponent, ComponentType<any>> = { ReleaseDate }; // each component takes its own props

/** What the site renders a doc body with: the registered components, and links that stay inside the site. */
export const mdxComponents = { a: MdxLink, ...registeredComponents };
