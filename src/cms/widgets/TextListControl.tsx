import { Component, type ChangeEvent } from 'react';
import { listFromText, textOfList } from './text-list';

interface Props {
  value?: unknown;
  onChange: (value: string[] | undefined) => void;
  forID?: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

/**
 * The control of the form's list fields (`redirect_from`): one line of text, the values separated by
 * commas, saved as a list. The text typed stays as typed (a trailing comma while typing the next value);
 * Publish goes through the content check, which judges each value. A class: Decap reaches a control
 * through its ref.
 */
export class TextListControl extends Component<Props, { text: string }> {
  state = { text: textOfList(this.props.value) };

  componentDidUpdate(previous: Props) {
    // A value set from outside the field (an entry loaded): show it, unless it is what is typed now.
    if (previous.value !== this.props.value && textOfList(listFromText(this.state.text)) !== textOfList(this.props.value)) {
      this.setState({ text: textOfList(this.props.value) });
    }
  }

  isValid = () => true;

  handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    this.setState({ text });
    this.props.onChange(listFromText(text));
  };

  render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    return (
      <input
        type="text"
        id={forID}
        className={classNameWrapper}
        value={this.state.text}
        onChange={this.handleChange}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    );
  }
}
