import type { ComponentType } from 'react';
import type { RegisteredComponent } from '@/config/doc-rules';
import { ReleaseDate } from './ReleaseDate';

/**
 * The React side of the registered components (src/config/doc-rules.ts): the type makes a component
 * registered for docs without an implementation here a compile error.
 */
export const registeredComponents: Record<RegisteredComponent, ComponentType<any>> = { ReleaseDate }; // each component takes its own props

/**
 * What the site renders a doc body with: the registered components. Links stay plain anchors (their
 * base path is written at build, see rehype-site-links); LinkRouter navigates them in place.
 */
export const mdxComponents = { ...registeredComponents };
