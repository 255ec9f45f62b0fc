import { Component, type ChangeEvent } from 'react';
import { numberAsWritten, shownText } from './number-as-written';

interface Props {
  value?: unknown;
  onChange: (value: number | string) => void;
  forID?: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

/**
 * The control of the form's number fields (sidebar_position, a folder's position), given to Decap's
 * number widget in place of its own (src/cms/admin.tsx). Decap's is an <input type="number">, in which
 * the browser silently drops letters: a writer typing "two" saw the field stay empty and never learnt
 * why. This text box keeps what is typed; Publish then goes through the content check, which refuses
 * anything but a whole number with its sentence. A class: Decap reaches a control through its ref.
 */
export class NumberAsWrittenControl extends Component<Props, { text: string }> {
  state = { text: shownText(this.props.value) };

  componentDidUpdate(previous: Props) {
    // A value set from outside the field (an entry loaded): show it, unless it is what is typed now.
    if (previous.value !== this.props.value && numberAsWritten(this.state.text) !== this.props.value) {
      this.setState({ text: shownText(this.props.value) });
    }
  }

  isValid = () => true;

  handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    this.setState({ text });
    this.props.onChange(numberAsWritten(text));
  };

  render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    return (
      <input
        type="text"
        inputMode="decimal"
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
