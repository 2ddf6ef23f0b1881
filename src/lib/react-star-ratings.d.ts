// react-star-ratings ships no types; these are the props of its StarRatings class (build/star-ratings.js).
declare module 'react-star-ratings' {
  import type { Component } from 'react';

  export interface StarRatingsProps {
    rating?: number;
    numberOfStars?: number;
    changeRating?: ((rating: number, name?: string) => void) | null;
    starHoverColor?: string;
    starRatedColor?: string;
    starEmptyColor?: string;
    starDimension?: string;
    starSpacing?: string;
    gradientPathName?: string;
    ignoreInlineStyles?: boolean;
    svgIconPath?: string;
    svgIconViewBox?: string;
    name?: string;
  }

  export default class StarRatings extends Component<StarRatingsProps> {}
}
