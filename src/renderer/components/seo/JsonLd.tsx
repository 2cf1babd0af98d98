/**
 * Structured data (schema.org JSON-LD). The script stays where it is rendered (React only
 * hoists title/meta/link), which search engines accept anywhere in the document, and its
 * text is identical on server and client, so it hydrates cleanly.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

/** `<` is escaped so text such as "</script>" inside the data cannot end the element. */
export function serializeJsonLd(data: Json): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function JsonLd({ data }: { data: { [key: string]: Json | undefined } }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: serializeJsonLd({ '@context': 'https://schema.org', ...data }),
      }}
    />
  );
}

export interface BreadcrumbItem {
  name: string;
  url: string;
}

export function BreadcrumbJsonLd({ items }: { items: BreadcrumbItem[] }) {
  if (items.length < 2) return null;
  return (
    <JsonLd
      data={{
        '@type': 'BreadcrumbList',
        itemListElement: items.map((item, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: item.name,
          item: item.url,
        })),
      }}
    />
  );
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** For pages that show questions and answers. */
export function FaqJsonLd({ items }: { items: FaqItem[] }) {
  if (items.length === 0) return null;
  return (
    <JsonLd
      data={{
        '@type': 'FAQPage',
        mainEntity: items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      }}
    />
  );
}

export interface RatingData {
  /** What is rated, e.g. the tool's name. */
  name: string;
  value: number;
  count: number;
  best?: number;
}

/** Only for ratings the product really collected; never invented. */
export function RatingJsonLd({ rating, url }: { rating: RatingData; url: string }) {
  if (rating.count <= 0) return null;
  return (
    <JsonLd
      data={{
        '@type': 'SoftwareApplication',
        name: rating.name,
        url,
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web',
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: rating.value,
          ratingCount: rating.count,
          bestRating: rating.best ?? 5,
        },
      }}
    />
  );
}

export interface ArticleData {
  headline: string;
  description: string;
  url: string;
  author: string;
  /** ISO 8601 dates. */
  datePublished: string;
  dateModified?: string;
  image?: string;
  /** e.g. the guide's or post's category. */
  category?: string;
  inLanguage?: string;
}

export function ArticleJsonLd({ article }: { article: ArticleData }) {
  return (
    <JsonLd
      data={{
        '@type': 'Article',
        headline: article.headline,
        description: article.description,
        mainEntityOfPage: article.url,
        author: { '@type': 'Person', name: article.author },
        datePublished: article.datePublished,
        dateModified: article.dateModified ?? article.datePublished,
        image: article.image,
        articleSection: article.category,
        inLanguage: article.inLanguage,
      }}
    />
  );
}
